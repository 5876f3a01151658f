import type { SeedContext } from './context.js';
import { MINUTE_MS, ago } from './context.js';
import { insertRows } from './insertRows.js';

// [from, subject, body, mail type, affirmative, negative] within the limits of spec 1 §5.
const TEMPLATES: ReadonlyArray<readonly [string, string, string, 0 | 1 | 2, string | null, string | null]> = [
  [
    'HUB Support',
    'Service update',
    'We upgraded your hub overnight. Your schedule and settings are unchanged.',
    0,
    null,
    null,
  ],
  [
    'HUB Support',
    'Battery check',
    'Your hub batteries are running low. Please replace them with 4 AA batteries soon.',
    0,
    null,
    null,
  ],
  [
    'HUB Support',
    'Winter tip',
    'Setting the heating 1 degree lower can cut your bill by up to 10 percent.',
    0,
    null,
    null,
  ],
  [
    'HUB Support',
    'Engineer visit',
    'Can our engineer call to you this week to check the wiring?',
    1,
    'Yes',
    'No',
  ],
  [
    'HUB Support',
    'Happy with hub?',
    'Are you happy with how your heating has been working this month?',
    1,
    'Yes',
    'No',
  ],
  [
    'Oil Orders',
    'Oil running low',
    'Your tank is estimated below 20 percent. Would you like us to order a fill?',
    2,
    'Order',
    'Not now',
  ],
  [
    'Oil Orders',
    'Reorder oil?',
    'Shall we reorder 500 litres of kerosene with your usual supplier?',
    2,
    'Reorder',
    'Skip',
  ],
];

export async function seedMessages(ctx: SeedContext): Promise<void> {
  const random = ctx.random('messages');
  const rows = [];
  for (const hub of ctx.hubs) {
    if (hub.person === null || hub.superseded || !random.chance(0.4)) continue;
    for (let n = random.int(1, 2); n > 0; n--) {
      const [from, subject, body, mailType, positive, negative] = random.pick(TEMPLATES);
      const created = ago(ctx.now, random.int(10, 150 * 24 * 60) * MINUTE_MS);
      const read = random.chance(0.65);
      const timeRead = read
        ? new Date(Math.min(ctx.now.getTime(), created.getTime() + random.int(5, 3 * 24 * 60) * MINUTE_MS))
        : null;
      rows.push({
        hubid: hub.hubid,
        from,
        subject,
        body,
        mail_type: mailType,
        positive,
        negative,
        created,
        time_read: timeRead,
        response: mailType > 0 && read ? random.chance(0.6) : null,
      });
    }
  }
  rows.sort((a, b) => a.created.getTime() - b.created.getTime());
  await insertRows(ctx.tx, 'messages', rows);
}
