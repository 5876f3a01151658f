import { useParams } from 'react-router-dom';
import { parseHubId } from '../overview/parseHubId';

/**
 * The hub id of the current /hub/:id/… route. HubTabLayout renders a tab's screen only for a valid id,
 * so inside a tab this is always a positive integer.
 */
export function useHubId(): number {
  const { id } = useParams();
  const hubId = parseHubId(id);
  if (hubId === null) throw new Error(`useHubId used outside a hub route (id "${id ?? ''}")`);
  return hubId;
}
