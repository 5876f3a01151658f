import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MeterImage, MeterImage_Query } from './MeterImage';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const image = (uid: number, meterReadingImage: string | null) => ({
  request: { query: MeterImage_Query, variables: { uid } },
  result: { data: { meterReadingImage } },
});

describe('the meter photo', () => {
  it('fits the width in view, keeping its proportions, however wide the table it sits in', async () => {
    renderWithProviders(<MeterImage uid={11} />, { mocks: [image(11, PNG)] });
    const photo = await screen.findByRole('img', { name: 'Meter photo of reading 11' });
    expect(getComputedStyle(photo).maxWidth).toBe('100%');
    expect(getComputedStyle(photo).height).toBe('auto');
    // The list is a size container (MeterReadings): the width in view, less the border and the cell's padding.
    expect(getComputedStyle(photo.parentElement!).maxWidth).toBe('min(28rem, calc(100cqi - 1.25rem))');
  });

  it('links to the photo full size in a new tab, as an address a tab can open (not data:)', async () => {
    renderWithProviders(<MeterImage uid={11} />, { mocks: [image(11, PNG)] });
    const link = await screen.findByRole('link', { name: 'Open full size: meter photo of reading 11' });
    expect(link.textContent).toBe('Open full size');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.getAttribute('href')).toMatch(/^blob:/);
  });

  it('says a reading has no image, with no link', async () => {
    renderWithProviders(<MeterImage uid={12} />, { mocks: [image(12, null)] });
    await screen.findByText('This reading has no image.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
