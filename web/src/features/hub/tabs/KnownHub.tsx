import { DoesNotExist } from '../../../ui/DoesNotExist';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { graphql } from '../../../__generated__';

/**
 * Read from the cache only: `hub` is null there once any tab's query was answered that no hub has this
 * id (features/hub/typePolicies.ts keeps that null), and unknown until one was.
 */
const KnownHub_Hub = graphql(`
  query KnownHub_Hub($id: Int!) {
    hub(id: $id) {
      id
    }
  }
`);

/**
 * A hub tab's content, replaced by "Hub {id} does not exist." as soon as the tab's own query finds no such
 * hub: every tab says so alike, instead of a log that looks empty, a form for a hub that is not there, or
 * a list waiting for ever.
 */
export function KnownHub({
  hubId,
  missing,
  children,
}: {
  hubId: number;
  /** Drawn beside "does not exist" (the page title of a screen that names its hub itself). */
  missing?: ReactNode;
  children: ReactNode;
}) {
  const { data } = useQuery(KnownHub_Hub, { variables: { id: hubId }, fetchPolicy: 'cache-only' });
  if (data?.hub === null)
    return (
      <>
        {missing}
        <DoesNotExist what="Hub" id={hubId} />
      </>
    );
  return children;
}
