import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { tabHub } from '../../test/hubTab';
import { renderWithProviders } from '../../test/renderWithProviders';
import HubSchedulePage, { HubSchedulePage_DeleteMutation, HubSchedulePage_Query } from './HubSchedulePage';

const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function event(id: number, startTime: string, durationMinutes: number, adjustText: string | null) {
  return {
    __typename: 'HubScheduleEvent',
    id,
    startTime,
    durationMinutes,
    adjustText,
    description: `${startTime} + ${durationMinutes} min${adjustText ? ` (${adjustText})` : ''}`,
  };
}

function schedule(byDay: Record<number, ReturnType<typeof event>[]>) {
  const days = NAMES.map((name, day) => ({
    __typename: 'HubScheduleDay',
    day,
    name,
    events: byDay[day] ?? [],
  }));
  return {
    __typename: 'HubSchedule',
    hubId: 42,
    events: days.flatMap((d) => d.events.map((e) => ({ __typename: 'HubScheduleEvent', id: e.id }))),
    days,
  };
}

function renderSchedule(data: object, extra: object[] = []) {
  return renderWithProviders(
    <Routes>
      <Route path="/hub/:id/schedule" element={<HubSchedulePage />} />
    </Routes>,
    {
      route: '/hub/42/schedule',
      mocks: [
        {
          request: { query: HubSchedulePage_Query, variables: { hubId: 42 } },
          result: { data: { hub: tabHub(42, { schedule: data }) } },
        },
        ...(extra as []),
      ],
    },
  );
}

describe('HubSchedulePage', () => {
  it('shows seven days from Sunday with each event as HH:MM plus duration and the adjust in brackets', async () => {
    renderSchedule(schedule({ 1: [event(1, '06:30', 90, '+1.5'), event(2, '18:00', 180, null)] }));
    const monday = await screen.findByRole('region', { name: 'Monday' });
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining(NAMES),
    );
    expect(monday.textContent).toContain('06:30 + 90 min(+1.5)');
    expect(monday.textContent).toContain('18:00 + 180 min');
    expect(within(screen.getByRole('region', { name: 'Sunday' })).queryAllByRole('button')).toEqual([]);
  });

  it('says "No events in schedule" when empty, with nothing to clear', async () => {
    renderSchedule(schedule({}));
    await screen.findByText('No events in schedule');
    expect(screen.getByRole('button', { name: 'Clear Schedule' }).hasAttribute('disabled')).toBe(true);
  });

  it('deletes an event and shows the schedule that remains', async () => {
    const remaining = schedule({ 1: [event(2, '18:00', 180, null)] });
    const { user, sent } = renderSchedule(
      schedule({ 1: [event(1, '06:30', 90, null), event(2, '18:00', 180, null)] }),
      [
        {
          request: { query: HubSchedulePage_DeleteMutation, variables: { hubId: 42, eventId: 1 } },
          result: {
            data: {
              deleteScheduleEvent: { __typename: 'HubSchedulePayload', schedule: remaining, userErrors: [] },
            },
          },
        },
      ],
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Monday 06:30 + 90 min' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete Monday 06:30 + 90 min?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText(
      (_, el) => el?.getAttribute('aria-label') === 'Monday' && !el.textContent?.includes('06:30'),
    );
    expect(sent.map((op) => op.operationName)).toEqual([
      'HubSchedulePage_Query',
      'HubSchedulePage_DeleteMutation',
    ]);
  });
});
