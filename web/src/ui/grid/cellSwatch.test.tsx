import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CellBadge, CellSwatch, tokenColour } from './cellSwatch';

describe('coloured cell pieces', () => {
  it('turns a Chakra colour token into its CSS variable and leaves CSS keywords alone', () => {
    expect(tokenColour('red.500')).toBe('var(--chakra-colors-red-500)');
    expect(tokenColour('white')).toBe('var(--chakra-colors-white)');
    expect(tokenColour('inherit')).toBe('inherit');
    expect(tokenColour('transparent')).toBe('transparent');
    expect(tokenColour(undefined)).toBeUndefined();
  });

  it('draws a badge and a swatch as plain spans with their colours inline, no per-cell Emotion class', () => {
    const { container } = render(
      <>
        <CellBadge swatch={{ bg: 'green.600', color: 'white' }}>1.1.4</CellBadge>
        <CellSwatch swatch={{ bg: 'yellow.200', color: 'gray.900' }} title="3813 mV">
          3813
        </CellSwatch>
      </>,
    );
    const [badge, swatch] = [...container.querySelectorAll('span')];
    expect(badge!.className).toBe('cell-badge');
    expect(badge!.textContent).toBe('1.1.4');
    expect(badge!.getAttribute('style')).toContain('background: var(--chakra-colors-green-600)');
    expect(swatch!.className).toBe('cell-swatch');
    expect(swatch!.getAttribute('title')).toBe('3813 mV');
    expect(swatch!.getAttribute('style')).toContain('color: var(--chakra-colors-gray-900)');
  });
});
