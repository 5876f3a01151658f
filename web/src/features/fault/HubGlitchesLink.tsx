import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A hub's glitches are a fleet log scoped by ?hubid=; this is how a person gets there from the hub. */
export function HubGlitchesLink({ hubId }: { hubId: number }) {
  return (
    <Link asChild colorPalette="blue" fontSize="sm">
      <RouterLink to={`/glitches?hubid=${hubId}`}>{`Glitches of hub ${hubId}`}</RouterLink>
    </Link>
  );
}
