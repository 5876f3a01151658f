import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tabHub } from '../../test/hubTab';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MeterImage_Query } from './MeterImage';
import { MeterReadings, MeterReadings_HubQuery, MeterReadings_Query } from './MeterReadings';
import { unsavedWork } from '../../app/routing/unsavedWork';
import { SaveReading_Mutation } from './SaveReading';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const reading = (uid: number, saved: boolean, hasImage: boolean) => ({
  __typename: 'MeterReading',
  id: String(uid),
  uid,
  hubId: 1234,
  // Each reading taken an hour after the one before it: 11 at 10:00, 12 at 11:00.
  created: `2026-11-20T${uid - 1}:00:00.000Z`,
  reading: saved ? 4567.8 : null,
  saved,
  durationMs: saved ? 604_800_000 : null,
  kwh: saved ? 200 : null,
  kwhPerMinute: saved ? 0.1984 : null,
  hasImage,
});

const readings = {
  __typename: 'MeterReadingConnection',
  edges: [
    { __typename: 'MeterReadingEdge', node: reading(11, false, true) },
    { __typename: 'MeterReadingEdge', node: reading(12, true, true) },
  ],
  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c' },
};

// All hubs: the fleet query; one hub: the hub's query, with the hub's identity for the tab's heading.
const page = (hubId: number | null) =>
  hubId === null
    ? {
        request: { query: MeterReadings_Query, variables: { after: null } },
        result: { data: { meterReadings: readings } },
      }
    : {
        request: { query: MeterReadings_HubQuery, variables: { hubId, after: null } },
        result: { data: { hub: tabHub(hubId, { meterReadings: readings }) } },
      };

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

  it('refuses 0 in the form without calling the gateway, then saves, says so and keeps the photo', async () => {
    const { user, sent } = renderWithProviders(<MeterReadings hubId={null} />, {
      mocks: [page(null), image(11), saveMock(4600, false, saved(11, 4600))],
    });
    const box = await screen.findByRole('textbox', { name: 'Reading for 11' });
    await user.click(within(row(11)).getByRole('button', { name: 'Show Image' }));
    await screen.findByRole('img', { name: 'Meter photo of reading 11' });
    await user.type(box, '0');
    await user.click(within(row(11)).getByRole('button', { name: 'Save' }));
    await screen.findByText('The reading must be a number above 0.');
    expect(sent.some((op) => op.operationName === 'SaveReading_Mutation')).toBe(false);
    await user.clear(box);
    await user.type(box, '4600');
    await user.click(within(row(11)).getByRole('button', { name: 'Save' }));
    await within(row(11)).findByText('4600');
    expect(within(row(11)).getByRole('status').textContent).toBe('Reading saved.');
    expect(document.activeElement).toBe(within(row(11)).getByRole('button', { name: 'Correct reading 11' }));
    // The all-hubs view keeps the photo of a reading just saved until the person moves on.
    expect(screen.getByRole('img', { name: 'Meter photo of reading 11' })).toBeDefined();
    expect(within(row(11)).getByRole('button', { name: 'Hide Image' })).toBeDefined();
  });

  it('says a reading too large to store beside its box, without calling the gateway', async () => {
    const { user, sent } = renderWithProviders(<MeterReadings hubId={null} />, { mocks: [page(null)] });
    const box = await screen.findByRole('textbox', { name: 'Reading for 11' });
    // Sent, it came back as "A value has the wrong format or is out of range.", naming nothing.
    await user.type(box, '99999999999999999999');
    await user.click(within(row(11)).getByRole('button', { name: 'Save' }));
    await screen.findByText('The reading must be less than 100,000,000,000.');
    expect(sent.some((op) => op.operationName === 'SaveReading_Mutation')).toBe(false);
  });

  it('holds a typed reading until it is saved: leaving the page first asks (LeaveGuard)', async () => {
    const { user } = renderWithProviders(<MeterReadings hubId={null} />, {
      mocks: [page(null), saveMock(4600, false, saved(11, 4600))],
    });
    const box = await screen.findByRole('textbox', { name: 'Reading for 11' });
    expect(unsavedWork()).toBeNull();
    await user.type(box, '4600');
    expect(unsavedWork()).toEqual({
      unsaved: ['the meter reading of 20 Nov 2026, 10:00 for hub 1234'],
      leaving: 'page',
    });
    await user.click(within(row(11)).getByRole('button', { name: 'Save' }));
    await within(row(11)).findByText('4600');
    expect(unsavedWork()).toBeNull();
  });

  it('asks before Older takes a typed, unsaved reading away with its page', async () => {
    const more = { ...readings, pageInfo: { ...readings.pageInfo, hasNextPage: true } };
    const older = {
      ...readings,
      edges: [{ __typename: 'MeterReadingEdge', node: reading(9, true, false) }],
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'd' },
    };
    const { user } = renderWithProviders(<MeterReadings hubId={null} />, {
      mocks: [
        {
          request: { query: MeterReadings_Query, variables: { after: null } },
          result: { data: { meterReadings: more } },
        },
        {
          request: { query: MeterReadings_Query, variables: { after: 'c' } },
          result: { data: { meterReadings: older } },
        },
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: 'Reading for 11' }), '4600');
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByRole('alertdialog', {
      name: 'Discard your changes to the meter reading of 20 Nov 2026, 10:00 for hub 1234?',
    });
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.getByDisplayValue('4600')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await screen.findByText((_, element) => element?.getAttribute('data-uid') === '9');
    expect(screen.queryByDisplayValue('4600')).toBeNull();
  });

  it('asks before saving an implausible reading, and saves it on "Save anyway"', async () => {
    const question = '4,000 is lower than the previous reading, 4,567.8. A meter only counts up.';
    const { user } = renderWithProviders(<MeterReadings hubId={null} />, {
      mocks: [page(null), saveMock(4000, false, null, [question]), saveMock(4000, true, saved(11, 4000))],
    });
    const box = await screen.findByRole('textbox', { name: 'Reading for 11' });
    await user.type(box, '4000');
    await user.click(within(row(11)).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Check the reading' });
    expect(dialog.textContent).toContain(question);
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await within(row(11)).findByText('4000');
  });

  it('corrects a saved reading', async () => {
    const { user } = renderWithProviders(<MeterReadings hubId={null} />, {
      mocks: [page(null), saveMock(4576.8, false, saved(12, 4576.8), [], 12)],
    });
    await screen.findByText('4567.8');
    await user.click(within(row(12)).getByRole('button', { name: 'Correct reading 12' }));
    const box = within(row(12)).getByRole('textbox', { name: 'Reading for 12' });
    expect((box as HTMLInputElement).value).toBe('4567.8');
    await user.clear(box);
    await user.type(box, '4576.8');
    await user.click(within(row(12)).getByRole('button', { name: 'Save' }));
    await within(row(12)).findByText('4576.8');
    expect(within(row(12)).getByRole('status').textContent).toBe('Reading saved.');
    // Saved, the editor is gone: the focus is on the row's Correct button, not on the page.
    expect(document.activeElement).toBe(within(row(12)).getByRole('button', { name: 'Correct reading 12' }));
  });

  it('puts the focus in the box a correction opens with; an unsaved reading’s box takes none', async () => {
    const { user } = renderWithProviders(<MeterReadings hubId={null} />, { mocks: [page(null)] });
    await screen.findByText('4567.8');
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: 'Reading for 11' }));
    await user.click(within(row(12)).getByRole('button', { name: 'Correct reading 12' }));
    const box = within(row(12)).getByRole('textbox', { name: 'Reading for 12' });
    expect(document.activeElement).toBe(box);
    // Typed over at once, from the keyboard: no click into the box first.
    await user.keyboard('{Control>}a{/Control}4576.8');
    expect((box as HTMLInputElement).value).toBe('4576.8');
    // Escape asks before the typed reading goes; Escape again keeps it, the focus back in the box.
    await user.keyboard('{Escape}');
    screen.getByRole('alertdialog', {
      name: 'Discard your changes to the meter reading of 20 Nov 2026, 11:00 for hub 1234?',
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(box);
    await user.keyboard('{Control>}a{/Control}4567.8{Escape}');
    expect(document.activeElement).toBe(within(row(12)).getByRole('button', { name: 'Correct reading 12' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(within(row(12)).getByRole('textbox', { name: 'Reading for 12' }));
  });

  it('cancels a correction on Escape, as Cancel does, and gives the focus back to Correct', async () => {
    const { user } = renderWithProviders(<MeterReadings hubId={null} />, { mocks: [page(null)] });
    await screen.findByText('4567.8');
    for (const close of [() => user.keyboard('{Escape}'), () => user.click(screen.getByText('Cancel'))]) {
      await user.click(within(row(12)).getByRole('button', { name: 'Correct reading 12' }));
      const box = within(row(12)).getByRole('textbox', { name: 'Reading for 12' });
      await user.clear(box);
      await user.type(box, '4576.8');
      // Something typed: it asks first, in the correction's row.
      await close();
      const question = within(row(12)).getByRole('alertdialog', {
        name: 'Discard your changes to the meter reading of 20 Nov 2026, 11:00 for hub 1234?',
      });
      await user.click(within(question).getByRole('button', { name: 'Discard' }));
      expect(within(row(12)).queryByRole('textbox', { name: 'Reading for 12' })).toBeNull();
      expect(within(row(12)).getByText('4567.8')).toBeDefined();
      expect(document.activeElement).toBe(
        within(row(12)).getByRole('button', { name: 'Correct reading 12' }),
      );
      expect(unsavedWork()).toBeNull();
    }
  });

  it('drops only the correction on its Cancel: a reading typed in another row is kept, and still held', async () => {
    const { user } = renderWithProviders(<MeterReadings hubId={null} />, { mocks: [page(null)] });
    await screen.findByText('4567.8');
    await user.type(screen.getByRole('textbox', { name: 'Reading for 11' }), '4600');
    await user.click(within(row(12)).getByRole('button', { name: 'Correct reading 12' }));
    await user.type(within(row(12)).getByRole('textbox', { name: 'Reading for 12' }), '9');
    await user.click(within(row(12)).getByRole('button', { name: 'Cancel' }));
    await user.click(within(row(12)).getByRole('button', { name: 'Discard' }));
    expect(within(row(12)).queryByRole('textbox', { name: 'Reading for 12' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Reading for 11' })).toHaveProperty('value', '4600');
    // Leaving the page would still ask about reading 11.
    expect(unsavedWork()?.unsaved).toEqual(['the meter reading of 20 Nov 2026, 10:00 for hub 1234']);
  });
});

function saved(uid: number, value: number) {
  return {
    __typename: 'MeterReading',
    id: String(uid),
    uid,
    reading: value,
    saved: true,
    savedAt: '2026-11-21T10:00:00.000Z',
    durationMs: 604_800_000,
    kwh: 200,
    kwhPerMinute: 0.1984,
  };
}

function saveMock(
  reading: number,
  confirm: boolean,
  meterReading: ReturnType<typeof saved> | null,
  confirmationNeeded: string[] = [],
  uid = 11,
) {
  return {
    request: { query: SaveReading_Mutation, variables: { hubId: 1234, uid, reading, confirm } },
    result: {
      data: {
        saveMeterReading: {
          __typename: 'SaveMeterReadingPayload',
          meterReading,
          userErrors: [],
          confirmationNeeded,
        },
      },
    },
  };
}
