import { Icon } from '@chakra-ui/react';
import type { IconProps } from '@chakra-ui/react';

/** Three bars: the hamburger that opens the left menu. */
export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </Icon>
  );
}
