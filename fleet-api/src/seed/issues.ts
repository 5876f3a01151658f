import type { SeedContext } from './context.js';
import { DAY_MS, HOUR_MS, MINUTE_MS, ago } from './context.js';
import { ISSUE_SOURCES, ISSUE_TAGS } from './lookups.js';
import { ISSUE_HANDLERS } from './profiles.js';
import { insertRows } from './insertRows.js';
import type { Random } from './random.js';

// What customers and the monitoring actually report, by tag id.
const TITLES: Readonly<Record<number, readonly string[]>> = {
  1: ['Customer unsure how to change the temperature in the app', 'How do I see the heating history?'],
  2: ['Needs help setting a weekday and weekend schedule', 'Schedule keeps reverting after editing'],
  3: ['Query about the monthly service charge', 'Customer asking for a refund of the last bill'],
  4: ['Cannot reset the app password', 'Customer locked out of account after phone change'],
  5: ['Holiday mode did not switch off on return date', 'How to set holiday mode for two weeks'],
  6: ['Boost button in the app does nothing', 'Boost runs for longer than an hour'],
  7: ['Spend figures look too high for the week', 'Spend tab shows zero since Tuesday'],
  8: ['Customer delighted, wants to recommend a neighbour', 'Suggestion: show outside temperature'],
  9: ['App crashes when opening the schedule', 'App closes on start after the latest update'],
  10: ['Hub rebooting every few hours since the upgrade', 'Firmware upgrade stuck at 60 percent'],
  11: ['Heating came on at 3am, not in the schedule', 'Schedule change not picked up by the hub'],
  12: ['Hub display blank, no lights at all', 'Hub not powering on after a power cut'],
  13: ['Relay clicking but boiler not firing', 'Boiler stays on when heating is set to off'],
  14: ['Room temperature reads 5 degrees too high', 'Temperature stuck at 21.0 for days'],
  15: ['Battery drains within two weeks', 'Low battery warning after new batteries'],
  16: ['Hub drops off wifi every evening', 'Intermittent connection, last seen hours ago'],
  17: ['Cannot join the new broadband router', 'Hub will not connect after router swap'],
  18: ['Installer wired the hot water to the heating relay', 'Wiring loose at the backplate'],
  19: ['Spend calculation ignores the Aga usage', 'Cents per unit wrong after price change'],
  20: ['Customer asking whether the hub works with solar', 'Question about moving house with the hub'],
  21: ['Installer left before commissioning the hub', 'Installation photos missing from the job'],
  22: ['App says session expired on every start', 'Two-factor code never arrives'],
};

const UNTAGGED_TITLES = [
  'Customer called, could not describe the fault',
  'Hub flagged by the overnight health check',
];

// Status weights: many resolved, a steady open queue, fewer escalated, duplicates and deferrals.
const STATUSES = [
  [1, 30],
  [2, 10],
  [3, 40],
  [4, 6],
  [5, 6],
  [6, 8],
] as const;

// The action that moved an issue into each status (spec 1 §4).
const CLOSING_ACTION: Readonly<Record<number, number>> = { 3: 9, 4: 7, 5: 11, 6: 8 };

const NOTES = [
  'Spoke to the customer, will monitor overnight.',
  'Checked the comms log: polls are regular again.',
  'Sent instructions by email.',
  'Asked the customer to power cycle the router.',
  'Remote reset sent to the hub.',
  'Booked an engineer visit.',
  'Customer not answering, left a voicemail.',
];

function title(random: Random, tag: number | null): string {
  return random.pick(tag === null ? UNTAGGED_TITLES : (TITLES[tag] ?? UNTAGGED_TITLES));
}

export async function seedIssues(ctx: SeedContext): Promise<void> {
  const random = ctx.random('issues');
  const { now } = ctx;
  const count = Math.max(12, Math.round(ctx.hubs.length * 0.3));
  const issues = [];
  const actions = [];
  for (let issueId = 1; issueId <= count; issueId++) {
    const hub = random.pick(ctx.hubs);
    // The first six drawn have one status each, so every status is there whatever the fleet size.
    const status = issueId <= 6 ? issueId : random.weighted(STATUSES);
    const tag = random.chance(0.1) ? null : random.int(1, ISSUE_TAGS.length);
    const created = ago(now, random.int(2 * 60, 540 * 24 * 60) * MINUTE_MS);
    const open = status !== 3 && status !== 5;
    const [handlerId, handlerName] = random.pick(ISSUE_HANDLERS);
    const source = random.weighted([
      [1, 45],
      [2, 25],
      [3, 15],
      [4, 8],
      [5, 5],
      [6, 2],
    ] as const);
    const steps = random.int(1, 3);
    let occurred = created;
    for (let step = 0; step < steps; step++) {
      const remaining = now.getTime() - occurred.getTime();
      occurred = new Date(occurred.getTime() + Math.floor(random.float() * remaining * 0.5));
      const last = step === steps - 1;
      const closing = last ? CLOSING_ACTION[status] : undefined;
      actions.push({
        issue_id: issueId,
        action_type:
          closing ??
          random.weighted([
            [1, 6],
            [2, 3],
            [3, 2],
            [5, 1],
          ] as const),
        action_text: closing === 9 ? 'Fixed, customer confirmed heating works.' : random.pick(NOTES),
        took_minutes: random.pick([5, 10, 15, 20, 30, 45, 60]),
        user_profile_id: handlerId,
        user_profile_type: 'staff',
        occurred,
        action_by: handlerName,
      });
    }
    // Deferred and escalated issues carry the due date their action set; a few open issues are due
    // within the next hours or overdue, which the issue list colours.
    let actionDue: Date | null = null;
    if (status === 6) actionDue = new Date(occurred.getTime() + 2 * DAY_MS);
    else if (status === 4) actionDue = new Date(occurred.getTime() + 90 * DAY_MS);
    else if (open && random.chance(0.3)) actionDue = new Date(now.getTime() + random.int(-48, 30) * HOUR_MS);
    issues.push({
      issue_id: issueId,
      hubid: hub.hubid,
      source,
      status,
      priority: random.weighted([
        [1, 5],
        [2, 15],
        [3, 25],
        [4, 40],
        [5, 15],
      ] as const),
      title: title(random, tag),
      description: `${hub.name}, ${hub.person?.city ?? 'no address on file'}. Came in by: ${ISSUE_SOURCES[source - 1]}.`,
      issue_tag_id: tag,
      issue_action_id: open ? random.int(1, 7) : 1,
      customer_followup: open && random.chance(0.3),
      action_due: actionDue,
      last_action: occurred,
      created,
      created_by: handlerName,
      user_profile_id: handlerId,
      user_profile_type: 'staff',
    });
  }
  // A fleet's issue ids grow as issues are created (orderBy CREATED is id order): the issues above, drawn in
  // any order, are numbered in the order they were created, and their actions follow them.
  const byCreation = issues
    .map((issue) => ({ issue, drawn: issue.issue_id }))
    .sort((a, b) => a.issue.created.getTime() - b.issue.created.getTime() || a.drawn - b.drawn);
  const idOf = new Map(byCreation.map(({ drawn }, index) => [drawn, index + 1]));
  await insertRows(
    ctx.tx,
    'issues',
    byCreation.map(({ issue, drawn }) => ({ ...issue, issue_id: idOf.get(drawn)! })),
  );
  await insertRows(
    ctx.tx,
    'issue_actions',
    actions.map((action) => ({ ...action, issue_id: idOf.get(action.issue_id)! })),
  );
}
