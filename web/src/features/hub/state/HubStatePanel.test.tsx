import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { unsavedWork } from '../../../app/routing/unsavedWork';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { staleSaveMock, timedOutSaveMock } from '../../../test/staleSaveMock';
import { HubStatePanel, HubStatePanel_Query } from './HubStatePanel';
import { SmartTechFlags_Mutation, SmartTechFlags_Reload } from './SmartTechFlags';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function version(text: string, extra: object = {}) {
  return { __typename: 'Version', text, badge: 'GOOD', reallyOld: false, smartTechCapable: true, ...extra };
}

function hub(overrides: object = {}) {
  return {
    __typename: 'Hub',
    id: 42,
    lastSeen: minutesAgo(30),
    heatingDescription: 'On with boiler ON',
    wires: 3,
    gap: 300,
    avgWakeSecs: 4.25,
    uptime: 3 * 86400 + 4 * 3600,
    wifiVersion: 12,
    version: version('1.1.3'),
    upgradeAvailable: true,
    upgradeTarget: { __typename: 'Version', text: '1.1.4' },
    state: {
      __typename: 'HubState',
      hubId: 42,
      lastSeen: minutesAgo(30),
      mains: true,
      batteryLevel: 3120,
      dutyCycle: true,
      timeShaving: false,
      peakTempSuppression: false,
      version: 3,
    },
    ...overrides,
  };
}

function renderState(data: object, extra: MockLink.MockedResponse[] = []) {
  return renderWithProviders(<HubStatePanel hubId={42} />, {
    mocks: [
      {
        request: { query: HubStatePanel_Query, variables: { hubId: 42 } },
        result: { data: { hub: data } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      ...extra,
    ],
  });
}

/** The value shown beside a row label. */
async function row(label: string) {
  const term = await screen.findByText(label);
  return term.parentElement?.textContent?.slice(label.length) ?? '';
}

describe('state panel', () => {
  it('shows "Loading..." while waiting', () => {
    renderState(hub());
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('shows the heating description and the activity', async () => {
    renderState(hub());
    expect(await row('Heating')).toBe('On with boiler ON');
    expect(await row('Activity')).toBe('gap 300 s / wake 4.3 s / uptime 3 d 4 h');
  });

  it('shows battery, wires and power for firmware 0.9.18 or newer', async () => {
    renderState(hub());
    expect(await row('mV/wires/pwr')).toBe('3120 / 3 / Powered');
  });

  it('leaves power out for older firmware', async () => {
    renderState(hub({ version: version('0.9.17', { smartTechCapable: false }), upgradeAvailable: false }));
    expect(await row('mV/wires')).toBe('3120 / 3');
    expect(screen.queryByText('Flags')).toBeNull();
  });

  it('offers the upgrade target, or says the hub is up to date', async () => {
    renderState(hub());
    expect(await row('Version')).toBe('1.1.3 / 12Upgrade to: 1.1.4');
  });

  it('says "Up to date." when there is nothing newer', async () => {
    renderState(hub({ upgradeAvailable: false, upgradeTarget: null }));
    expect(await row('Version')).toBe('1.1.3 / 12Up to date.');
  });

  it('marks really old firmware', async () => {
    renderState(hub({ version: version('0.6.2', { reallyOld: true, smartTechCapable: false }) }));
    expect(await row('Version')).toContain('Really old');
  });

  it('shows when the hub was last seen', async () => {
    renderState(hub());
    expect(await row('Last seen')).toMatch(/\(30 min ago\)$/);
  });

  it('shows the smart-tech flags On/Off and saves a change', async () => {
    const save = {
      request: {
        query: SmartTechFlags_Mutation,
        variables: {
          hubId: 42,
          input: { dutyCycle: true, timeShaving: true, peakTempSuppression: false },
          version: 3,
        },
      },
      result: {
        data: {
          updateSmartTech: {
            __typename: 'UpdateSmartTechPayload',
            state: {
              __typename: 'HubState',
              hubId: 42,
              dutyCycle: true,
              timeShaving: true,
              peakTempSuppression: false,
              version: 4,
            },
            userErrors: [],
          },
        },
      },
    };
    const { user } = renderState(hub(), [save]);
    expect(await row('Flags')).toMatch(/^Duty Cycle: OnTime Shaving: OffPeak Suppression: Off/);

    await user.click(screen.getByRole('button', { name: 'Edit flags' }));
    const form = screen.getByRole('form', { name: 'Edit smart-tech flags' });
    // The focus goes to the first flag (ui/form/inlineForm), not to the page.
    expect(document.activeElement).toBe(within(form).getByRole('checkbox', { name: 'Duty Cycle' }));
    const saveButton = within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(saveButton.disabled).toBe(true);
    await user.click(within(form).getByRole('checkbox', { name: 'Time Shaving' }));
    expect(saveButton.disabled).toBe(false);
    await user.click(saveButton);
    expect(await row('Flags')).toMatch(/^Duty Cycle: OnTime Shaving: OnPeak Suppression: Off/);
    // Saved and closed, the form gives the focus back to Edit flags.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit flags' }));
  });

  it('gives the focus back to Edit flags on Cancel', async () => {
    const { user } = renderState(hub());
    await user.click(await screen.findByRole('button', { name: 'Edit flags' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit smart-tech flags' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit flags' }));
  });

  it('holds flags turned and not saved: Cancel asks first, and leaving the page would too', async () => {
    const { user } = renderState(hub());
    await user.click(await screen.findByRole('button', { name: 'Edit flags' }));
    const form = screen.getByRole('form', { name: 'Edit smart-tech flags' });
    const timeShaving = within(form).getByRole('checkbox', { name: 'Time Shaving' });
    await user.click(timeShaving);
    expect(unsavedWork()?.unsaved).toEqual(['the smart-tech flags']);

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const question = within(form).getByRole('alertdialog', {
      name: 'Discard your changes to the smart-tech flags?',
    });
    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect((timeShaving as HTMLInputElement).checked).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(within(form).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('form', { name: 'Edit smart-tech flags' })).toBeNull();
    expect(await row('Flags')).toMatch(/^Duty Cycle: OnTime Shaving: OffPeak Suppression: Off/);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit flags' }));
    expect(unsavedWork()).toBeNull();

    // A flag turned and turned back is nothing to lose: Cancel closes at once.
    await user.click(screen.getByRole('button', { name: 'Edit flags' }));
    await user.click(screen.getByRole('checkbox', { name: 'Time Shaving' }));
    await user.click(screen.getByRole('checkbox', { name: 'Time Shaving' }));
    expect(unsavedWork()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Edit smart-tech flags' })).toBeNull();
  });

  /** Turns Duty Cycle off and saves, answered by `save`; the stored flags are then `stored`'s. */
  async function saveFlags(save: MockLink.MockedResponse, stored: ReturnType<typeof hub>['state']) {
    const rendered = renderWithProviders(<HubStatePanel hubId={42} />, {
      mocks: [
        {
          request: { query: HubStatePanel_Query, variables: { hubId: 42 } },
          result: { data: { hub: hub() } },
        },
        save,
        // The stored flags are asked for alone (not the whole panel, nor by operation name).
        {
          request: { query: SmartTechFlags_Reload, variables: { hubId: 42 } },
          result: { data: { hub: { __typename: 'Hub', id: 42, state: stored } } },
        },
      ],
    });
    const { user } = rendered;
    await user.click(await screen.findByRole('button', { name: 'Edit flags' }));
    const form = screen.getByRole('form', { name: 'Edit smart-tech flags' });
    const dutyCycle = within(form).getByRole('checkbox', { name: 'Duty Cycle' });
    expect((dutyCycle as HTMLInputElement).checked).toBe(true);
    expect(form.textContent).toContain('Duty Cycle: On');
    await user.click(dutyCycle);
    expect(form.textContent).toContain('Duty Cycle: Off');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    return { ...rendered, form };
  }

  it('refuses flags saved from a stale copy, and Reload shows the stored flags', async () => {
    const stored = { ...hub().state, timeShaving: true, peakTempSuppression: true, version: 4 };
    const { user, sent, form } = await saveFlags(
      staleSaveMock(SmartTechFlags_Mutation, "this hub's smart-tech flags"),
      stored,
    );
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Someone else changed the smart-tech state after you opened it.');
    expect(sent.find((op) => op.operationName === 'SmartTechFlags_Mutation')?.variables).toMatchObject({
      version: 3,
    });
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(async () =>
      expect(await row('Flags')).toMatch(/^Duty Cycle: OnTime Shaving: OnPeak Suppression: On/),
    );
    // Editing again starts from the stored flags, without the old refusal.
    await user.click(screen.getByRole('button', { name: 'Edit flags' }));
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);

  it('says flags whose save timed out may have been saved, and shows the stored flags', async () => {
    const stored = { ...hub().state, dutyCycle: false, version: 4 };
    const { user } = await saveFlags(timedOutSaveMock(SmartTechFlags_Mutation), stored);
    expect((await screen.findByRole('status')).textContent).toContain(
      'The smart-tech state may have been saved.',
    );
    expect(await row('Flags')).toContain('Duty Cycle: OffTime Shaving: OffPeak Suppression: Off');
    expect(screen.queryByRole('form', { name: 'Edit smart-tech flags' })).toBeNull();
    // Editing again starts from the stored flags, without the notice.
    await user.click(screen.getByRole('button', { name: 'Edit flags' }));
    expect(screen.queryByRole('status')).toBeNull();
  }, 20_000);
});
