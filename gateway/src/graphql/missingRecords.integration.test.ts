// A mutation naming a record that does not exist answers NOT_FOUND as a user error on the input field that
// names it (docs/api.md), so a script sending several mutations in one request keeps the payloads of the
// others: one failed mutation must not null the answer of those that were saved.
import { describe, expect, it } from 'vitest';
import { ADMIN, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

const NONE = 999_999;
const PAYLOAD = '{ userErrors { field code message } }';

// Each mutation with an input naming a record no one has, and the input field the refusal must name.
const MISSING: Array<[string, string, string]> = [
  [
    'updateIssue',
    `{ id: ${NONE}, lastAction: "2026-01-01T00:00:00Z", issue: { hubId: "1001", source: 1, issueStatus: OPEN, title: "A title long enough" } }`,
    'id',
  ],
  [
    'createIssue',
    `{ hubId: "1001", source: 1, issueStatus: OPEN, title: "A title long enough", tagId: ${NONE} }`,
    'tagId',
  ],
  [
    'createIssue',
    `{ hubId: "1001", source: 1, issueStatus: OPEN, title: "A title long enough", actionRequiredId: ${NONE} }`,
    'actionRequiredId',
  ],
  ['performIssueAction', `{ issueId: ${NONE}, action: { kind: NOTE, text: "x" } }`, 'issueId'],
  ['revokeAccessToken', `{ id: "${NONE}" }`, 'id'],
  ['setProfileDisabled', `{ profileType: "staff", profileId: "${NONE}", disabled: true }`, 'profileId'],
  ['resetProfilePassword', `{ profileType: "staff", profileId: "${NONE}" }`, 'profileId'],
  ['updateProfileRights', `{ profileType: "staff", profileId: "${NONE}", firmwares: true }`, 'profileId'],
  [
    'saveBoiler',
    `{ hubId: ${NONE}, boiler: { fuelTypeId: 1, fuelRate: 1, energyOutput: 20, tankCapacity: 1000 } }`,
    'hubId',
  ],
  [
    'addFuelFill',
    `{ hubId: ${NONE}, fuelFill: { fillTimestamp: "2026-01-01T00:00:00Z", fillAmount: 100 } }`,
    'hubId',
  ],
  ['deleteFuelFill', `{ hubId: ${NONE}, fillTimestamp: "2026-01-01T00:00:00Z" }`, 'hubId'],
  ['deleteFirmwareRoute', `{ id: ${NONE} }`, 'id'],
  ['updateHubInformation', `{ hubId: ${NONE}, information: { name: "x" } }`, 'hubId'],
  [
    'updateSmartTech',
    `{ hubId: ${NONE}, smartTech: { dutyCycle: true, timeShaving: false, peakTempSuppression: false } }`,
    'hubId',
  ],
  ['saveMeterReading', `{ hubId: ${NONE}, uid: ${NONE}, reading: 1 }`, 'hubId'],
  ['saveMeterReading', `{ hubId: 1001, uid: ${NONE}, reading: 1 }`, 'uid'],
  ['deleteFuelFill', `{ hubId: 1001, fillTimestamp: "2026-01-01T00:00:00Z" }`, 'fillTimestamp'],
  ['togglePairing', `{ hubId: ${NONE}, pairingId: ${NONE} }`, 'pairingId'],
  ['deleteScheduleEvent', `{ hubId: ${NONE}, eventId: ${NONE} }`, 'eventId'],
  ['clearSchedule', `{ hubId: ${NONE} }`, 'hubId'],
  ['updateInstallationReport', `{ uid: ${NONE}, field: NOTES, value: "x" }`, 'uid'],
  ['updateLead', `{ uid: ${NONE}, field: COMMENT, value: "x" }`, 'uid'],
];

describe.each(backends)('mutations naming a missing record on $name', (backend) => {
  const { stack, session } = signedInStack(backend, ADMIN, { seedHubs: 3 });

  it('answer NOT_FOUND on the input field, each beside the others in one request', async () => {
    const document = `mutation { ${MISSING.map(([name, input], n) => `m${n}: ${name}(input: ${input}) ${PAYLOAD}`).join('\n')} }`;
    const answer = await stack.query<
      Record<string, { userErrors: { field: string; code: string; message: string }[] }>
    >(document, {}, session);
    expect(answer.errors).toBeUndefined();
    const refusals = MISSING.map(([name], n) => ({
      name,
      userErrors: answer.data?.[`m${n}`]?.userErrors.map(({ field, code }) => ({ field, code })),
    }));
    expect(refusals).toEqual(
      MISSING.map(([name, , field]) => ({ name, userErrors: [{ field, code: 'NOT_FOUND' }] })),
    );
    // One wording for a record no one has: "Issue 999999 does not exist.", not "… not found" beside it.
    const messages = MISSING.flatMap(
      (_, n) => answer.data?.[`m${n}`]?.userErrors.map((e) => e.message) ?? [],
    );
    expect(messages.filter((message) => /not found/i.test(message))).toEqual([]);
  });

  it('words a missing hub one way, whichever mutation or hub field meets it', async () => {
    const naming = [
      ...MISSING.filter(([, , field]) => field === 'hubId'),
      [
        'createIssue',
        `{ hubId: "${NONE}", source: 1, issueStatus: OPEN, title: "A title long enough" }`,
        'hubId',
      ],
      ['saveFirmwareRoute', `{ route: { setId: 1, hubId: "${NONE}" } }`, 'hubId'],
      [
        'sendMessage',
        `{ hubIds: "${NONE}", from: "Support", subject: "Hello", body: "A body", mailType: INFORMATION }`,
        'hubIds',
      ],
    ];
    const document = `mutation { ${naming.map(([name, input], n) => `m${n}: ${name}(input: ${input}) ${PAYLOAD}`).join('\n')} }`;
    const answer = await stack.query<Record<string, { userErrors: { field: string; message: string }[] }>>(
      document,
      {},
      session,
    );
    expect(answer.errors).toBeUndefined();
    const wording = `Hub ${NONE} does not exist.`;
    expect(naming.map(([name], n) => [name, answer.data?.[`m${n}`]?.userErrors])).toEqual(
      naming.map(([name, , field]) => [name, [expect.objectContaining({ field, message: wording })]]),
    );
    const data = await stack.query(`{ hub(id: ${NONE}) { fuelFills { fillAmount } } }`, {}, session);
    expect(data.errors?.map((error) => [error.message, error.extensions?.['code']])).toEqual([
      [wording, 'NOT_FOUND'],
    ]);
  });
});
