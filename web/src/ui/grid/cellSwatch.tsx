// Coloured cell contents of the tables (a band's swatch, a badge), as plain <span>s with a class name from
// one static stylesheet (cellPieces.css) and their colours as inline CSS variables.
// A Chakra <Badge> or <Box bg=…> in every cell computes and inserts its Emotion styles per cell: on a
// 200-row list that was most of the time between the data arriving and the rows painted (issue 19).
import type { CSSProperties, ReactNode } from 'react';
import './cellPieces.css';

/** A Chakra colour token ("red.500", "white") as its CSS variable; CSS keywords and hex colours pass through. */
export function tokenColour(token: string | undefined): string | undefined {
  if (
    token === undefined ||
    token === 'inherit' ||
    token === 'transparent' ||
    token === 'currentColor' ||
    token.startsWith('#')
  )
    return token;
  return `var(--chakra-colors-${token.replace('.', '-')})`;
}

function swatchStyle(swatch: { bg?: string; color?: string }): CSSProperties {
  return { background: tokenColour(swatch.bg), color: tokenColour(swatch.color) };
}

/** A band's colour across the whole cell (class `cell-swatch`: the cell's padding, coloured). */
export function CellSwatch({
  swatch,
  title,
  children,
}: {
  swatch: { bg?: string; color?: string };
  title?: string;
  children: ReactNode;
}) {
  return (
    <span className="cell-swatch" style={swatchStyle(swatch)} title={title}>
      {children}
    </span>
  );
}

/** A small coloured label, drawn as Chakra's default (subtle, sm) Badge is (class `cell-badge`). */
export function CellBadge({
  swatch,
  children,
}: {
  swatch: { bg?: string; color?: string };
  children: ReactNode;
}) {
  return (
    <span className="cell-badge" style={swatchStyle(swatch)}>
      {children}
    </span>
  );
}
