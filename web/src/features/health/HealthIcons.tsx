import { Icon } from '@chakra-ui/react';
import type { IconProps } from '@chakra-ui/react';

export function FlameIcon(props: IconProps) {
  return (
    <Icon boxSize="4" flexShrink={0} {...props}>
      <svg viewBox="0 0 24 24" fill="currentColor">
        <path d="M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3-1-3 0-6 1-9.5z" />
      </svg>
    </Icon>
  );
}

export function SuitcaseIcon(props: IconProps) {
  return (
    <Icon boxSize="4" flexShrink={0} {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <rect x="3" y="7" width="18" height="13" rx="2" />
        <path d="M9 7V4h6v3" />
      </svg>
    </Icon>
  );
}

export function HandIcon(props: IconProps) {
  return (
    <Icon boxSize="4" flexShrink={0} {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M8 13V5a1.5 1.5 0 0 1 3 0v6m0-7a1.5 1.5 0 0 1 3 0v7m0-5a1.5 1.5 0 0 1 3 0v8a6 6 0 0 1-6 6h-1a6 6 0 0 1-5-3l-2-4a1.5 1.5 0 0 1 2.5-1.5L8 15" />
      </svg>
    </Icon>
  );
}

/** Wifi bars: 0 to 3 lit, from the RSSI. */
export function WifiIcon({ bars, ...props }: IconProps & { bars: number }) {
  const arc = (n: number) => (bars >= n ? 'currentColor' : '#cbd5e1');
  return (
    <Icon boxSize="4" flexShrink={0} {...props}>
      <svg viewBox="0 0 24 24" fill="none" strokeWidth="2.2" strokeLinecap="round">
        <path d="M2 9a15 15 0 0 1 20 0" stroke={arc(3)} />
        <path d="M5.5 12.5a10 10 0 0 1 13 0" stroke={arc(2)} />
        <path d="M9 16a5 5 0 0 1 6 0" stroke={arc(1)} />
        <circle cx="12" cy="19.5" r="1.3" fill="currentColor" />
      </svg>
    </Icon>
  );
}

/** Our reading of RSSI (dBm): -60 or better 3 bars, -70 2, -80 1, else 0. */
export function wifiBars(rssi: number | null | undefined): number {
  if (rssi === null || rssi === undefined) return 0;
  if (rssi >= -60) return 3;
  if (rssi >= -70) return 2;
  if (rssi >= -80) return 1;
  return 0;
}
