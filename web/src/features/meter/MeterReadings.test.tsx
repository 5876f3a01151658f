import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MeterImage_Query } from './MeterImage';
import { MeterReadings, MeterReadings_Query } from './MeterReadings';
import { SaveReading_Mutation } from './SaveReading';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const reading = (uid: number, saved: boolean, hasImage: boolean) => ({
  __typename: 'MeterReading',
  id: String(uid),
  uid,
  hubId: 1234,
  created: '2026-11-20T10:00:00.000Z',
  reading: saved ? 4567.8 : null,
  saved,
  durationMs: saved ? 604_800_000 : null,
  kwh: saved ? 200 : null,
  kwhPerMinute: saved ? 0.1984 : null,
  hasImage,
});

const page = (hubId: number | null) => ({
  request: { query: MeterReadings_Query, variables: { hubId, after: null } },
  result: {
    data: {
      meterReadings: {
        __typename: 'MeterReadingConnection',
        edges: [
          { __typename: 'MeterReadingEdge', node: reading(11, false, true) },
          { __typename: 'MeterReadingEdge', node: reading(12, true, true) },
        ],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c' },
      },
    },
  },
});

const image = (uid: number) => ({
  request: { query: MeterImage_Query, variables: { uid } },
  result: { data: { meterReadingImage: PNG } },
});

const row = (uid: number) => document.querySelector(`tr[data-uid="${uid}"]`) as HTMLElement;

describe('meter readings', () => {
  it('shows a saved reading with duration, kWh and kWh/minute, and a Save box for an unsaved one', async () => {
    renderWithProviders(<MeterReadings hubId={null} />, { mocks: [page(null)] });
    await screen.findByText('4567.8');
    expect(within(row(12)).getByText('7 d')).toBeDefined();
    expect(within(row(12)).getByText('0.1984')).toBeDefined();
    expect(within(row(11)).getByRole('button', { name: 'Save' })).toBeDefined();
    expect(screen.getByRole('columnheader', { name: 'HubID' })).toBeDefined();
  });

  it('offers images in the all-hubs view only for unsaved readings, hidden until asked', async () => {
    const { user } = renderWithProviders(<MeterReadings hubId={null} />, { mocks: [page(null), image(11)] });
    await screen.findByText('4567.8');
    expect(within(row(12)).queryByRole('button', { name: 'Show Image' })).toBeNull();
    await user.click(within(row(11)).getByRole('button', { name: 'Show Image' }));
    await screen.findByRole('img', { name: 'Meter photo of reading 11' });
    expect(within(row(11)).getByRole('button', { name: 'Hide Image' })).toBeDefined();
  });

  it('starts with images shown for one hub and leaves the hub column out', async () => {
    renderWithProviders(<MeterReadings hubId={1234} />, { mocks: [page(1234), image(11), image(12)] });
    await screen.findByRole('img', { name: 'Meter photo of reading 12' });
    await screen.findByRole('img', { name: 'Meter photo of reading 11' });
    expect(screen.queryByRole('columnheader', { name: 'HubID' })).toBeNull();
  });

  it('refuses 0 in the form without calling the gateway, then saves a reading', async () => {
    const save = {
      request: { query: SaveReading_Mutation, variables: { hubId: 1234, uid: 11, reading: 4600 } },
      result: {
        data: {
          saveMeterReading: {
            __typename: 'SaveMeterReadingPayload',
            meterReading: {
              __typename: 'MeterReading',
              id: '11',
              uid: 11,
              reading: 4600,
              saved: true,
              savedAt: '2026-11-21T10:00:00.000Z',
            },
            userErrors: [],
          },
        },
      },
    };
    const { user, sent } = renderWithProviders(<MeterReadings hubId={null} />, { mocks: [page(null), save] });
    const box = await screen.findByRole('textbox', { name: 'Reading for 11' });
    await user.type(box, '0');
    await user.click(within(row(11)).getByRole('button', { name: 'Save' }));
    await screen.findByText('The reading must be a number above 0.');
    expect(sent.some((op) => op.operationName === 'SaveReading_Mutation')).toBe(false);
    await user.clear(box);
    await user.type(box, '4600');
    await user.click(within(row(11)).getByRole('button', { name: 'Save' }));
    await within(row(11)).findByText('4600');
  });
});
