import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';
import { findHub, graphql } from './hubTabsHelpers.js';

type Pairing = { id: number; userId: number; paired: boolean; pairingCode: string };
const PAIRINGS = 'query ($hubId: Int!) { hubPairings(hubId: $hubId) { id userId paired pairingCode } }';

describe('Pairings tab', () => {
  const session = signedInSession(users.staff);
  let hubId: number;
  beforeAll(async () => {
    hubId = await findHub<{ hubPairings: Pairing[] }>(
      session.page,
      PAIRINGS,
      (d) => d.hubPairings.some((p) => p.userId > 0),
      'a claimed pairing',
    );
  });

  it('shows every column, green when paired and red when revoked, and toggles a claimed pairing', async () => {
    await session.page.goto(`/hub/${hubId}/pairings`);
    await expect.poll(() => session.page.title()).toBe(`Hub ${hubId} Pairings`);
    const table = session.page.getByRole('table', { name: 'Pairings' });
    await table.waitFor();
    for (const column of [
      'Created',
      'IP',
      'Code',
      'UserID',
      'App Version',
      'Manufacturer',
      'Model',
      'Platform',
      'Version',
      'Paired',
    ])
      await table.getByRole('columnheader', { name: column, exact: true }).waitFor();

    const { hubPairings } = await graphql<{ hubPairings: Pairing[] }>(session.page, PAIRINGS, { hubId });
    const claimed = hubPairings.find((p) => p.userId > 0)!;
    const row = table.locator('tbody tr').filter({ hasText: claimed.pairingCode });
    await expect(row.getAttribute('data-paired')).resolves.toBe(claimed.paired ? 'yes' : 'no');
    const colour = await row.evaluate((el) => getComputedStyle(el).backgroundColor);
    await screenshot(session.page, 'pairings');

    await row.getByRole('button', { name: claimed.paired ? /^Revoke pairing/ : /^Restore pairing/ }).click();
    // The toggle says what it does, and asks first.
    await row
      .getByRole('alertdialog')
      .getByRole('button', { name: claimed.paired ? 'Revoke' : 'Restore', exact: true })
      .click();
    await expect.poll(() => row.getAttribute('data-paired')).toBe(claimed.paired ? 'no' : 'yes');
    expect(await row.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(colour);
    const after = await graphql<{ hubPairings: Pairing[] }>(session.page, PAIRINGS, { hubId });
    expect(after.hubPairings.find((p) => p.id === claimed.id)?.paired).toBe(!claimed.paired);
    await screenshot(session.page, 'pairings-toggled');

    // Unclaimed pairings (user 0) have no toggle.
    for (const p of hubPairings.filter((x) => x.userId === 0))
      await expect(
        table.locator('tbody tr').filter({ hasText: p.pairingCode }).getByRole('button').count(),
      ).resolves.toBe(0);
  });

  it('refuses to toggle an unclaimed pairing through the API', async () => {
    const unclaimedHub = await findHub<{ hubPairings: Pairing[] }>(
      session.page,
      PAIRINGS,
      (d) => d.hubPairings.some((p) => p.userId === 0),
      'an unclaimed pairing',
    );
    const { hubPairings } = await graphql<{ hubPairings: Pairing[] }>(session.page, PAIRINGS, {
      hubId: unclaimedHub,
    });
    const unclaimed = hubPairings.find((p) => p.userId === 0)!;
    const answer = await graphql<{ togglePairing: { pairing: unknown; userErrors: unknown[] } }>(
      session.page,
      'mutation ($hubId: Int!, $id: Int!) { togglePairing(input: { hubId: $hubId, pairingId: $id }) { pairing { id } userErrors { message } } }',
      { hubId: unclaimedHub, id: unclaimed.id },
    );
    expect(answer.togglePairing.pairing).toBeNull();
    expect(answer.togglePairing.userErrors).toHaveLength(1);
  });
});
