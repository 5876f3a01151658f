// Spend of a hub (spec 1 §2 Spend tab, §3 Spend, §7): settings, daily spend in cents (days[0] is
// today) and the annual figures of the current year.
import { requireHub } from '../db/requireHub.js';
import { dateTime, nullable, ok, responses } from '../http/envelope.js';
import { hubIdParams } from '../http/idParams.js';
import { defineRoutes } from '../http/routeArea.js';

const spendSchema = {
  type: ['object', 'null'],
  required: [
    'hubid',
    'spendmode',
    'accuracy',
    'offset',
    'latest',
    'timestamp',
    'centsperunit',
    'unitsperminute',
    'dailyaga',
    'days',
    'annual',
  ],
  properties: {
    hubid: { type: 'integer' },
    spendmode: { type: 'integer' },
    accuracy: nullable('number'),
    offset: { type: 'integer' },
    latest: nullable('integer'),
    timestamp: dateTime,
    centsperunit: nullable('number'),
    unitsperminute: nullable('number'),
    dailyaga: { type: 'integer' },
    days: { type: 'array', items: { type: 'integer' } },
    annual: {
      type: ['object', 'null'],
      required: ['year', 'minutes', 'units', 'spend', 'saving', 'budget'],
      properties: {
        year: { type: 'integer' },
        minutes: { type: 'integer' },
        units: { type: 'number' },
        spend: { type: 'integer' },
        saving: { type: 'integer' },
        budget: nullable('integer'),
      },
    },
  },
} as const;

interface SpendRow {
  hubid: number;
  spendmode: number;
  accuracy: number | null;
  offset: number;
  latest: number | null;
  timestamp: Date | null;
  centsperunit: number | null;
  unitsperminute: number | null;
  dailyaga: number;
}

export default defineRoutes('/api/private', async (app) => {
  app.get<{ Params: { id: number } }>(
    '/hub/:id/spend',
    {
      schema: {
        summary: "The hub's spend; null when it has none. days[0] is today; days without data are 0",
        params: hubIdParams,
        response: responses(spendSchema),
      },
    },
    async (request) => {
      const hubid = request.params.id;
      const [settings] = await app.db.query<SpendRow>(
        `SELECT hubid, spendmode, accuracy::float8 AS accuracy, "offset", latest, "timestamp",
                centsperunit::float8 AS centsperunit, unitsperminute::float8 AS unitsperminute, dailyaga
           FROM hub_spend WHERE hubid = $1`,
        [hubid],
      );
      if (settings === undefined) {
        await requireHub(app.db, hubid);
        return ok(null);
      }
      // Day numbers counted back from today (UTC); a day with no row within the history is 0.
      const daily = await app.db.query<{ ago: number; spend: number }>(
        `SELECT (current_date - day)::int AS ago, spend FROM hub_spend_daily
          WHERE hubid = $1 AND day <= current_date AND day > current_date - 400 ORDER BY day DESC`,
        [hubid],
      );
      const length = daily.length === 0 ? 0 : Math.max(...daily.map((d) => d.ago)) + 1;
      const days = Array.from({ length }, () => 0);
      for (const { ago, spend } of daily) days[ago] = spend;
      const [annual] = await app.db.query(
        `SELECT year, minutes, units::float8 AS units, spend, saving, budget FROM hub_spend_annual
          WHERE hubid = $1 ORDER BY year DESC LIMIT 1`,
        [hubid],
      );
      return ok({ ...settings, days, annual: annual ?? null });
    },
  );
});
