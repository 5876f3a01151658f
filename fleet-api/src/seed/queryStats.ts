import type { SeedContext } from './context.js';
import { insertRows } from './insertRows.js';
import type { SeedRow } from './insertRows.js';

// Statement statistics as the other fleet servers report them, for the administrators' queries
// screen. This server's own figures ("self") are measured, not seeded.
const SOURCES = ['fleet-db-primary', 'fleet-db-replica', 'reporting'];

const STATEMENTS = [
  'SELECT * FROM hubs WHERE hubid = $1',
  'UPDATE hubs SET last_seen = now(), uptime = $2, voltage = $3 WHERE hubid = $1',
  'INSERT INTO comms_log (hubid, api, initiatorid, typeid, ip, headers, body) VALUES ($1, $2, $3, $4, $5, $6, $7)',
  'INSERT INTO health_snapshots (hubid, temperature, setpoint, heating, rssi, gap, uptime, voltage) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
  'SELECT * FROM schedule_events WHERE hubid = $1 ORDER BY start',
  'SELECT hub_health, count(*) FROM hubs GROUP BY hub_health',
  'SELECT swversion, count(*) FROM hubs GROUP BY swversion ORDER BY swversion DESC',
  'SELECT * FROM issues WHERE status = $1 ORDER BY last_action DESC LIMIT $2',
  'SELECT * FROM comms_log WHERE hubid = $1 AND created < $2 ORDER BY created DESC LIMIT $3',
  'SELECT * FROM hub_spend_daily WHERE hubid = $1 AND day > $2 ORDER BY day DESC',
  'SELECT * FROM leads WHERE lead_status_id = $1 ORDER BY uid OFFSET $2 LIMIT $3',
  'SELECT * FROM installations WHERE status = $1 ORDER BY uploaded DESC',
  'DELETE FROM auth_tokens WHERE expires_at < now() - interval $1',
  'SELECT f.* FROM firmware_routes r JOIN firmwares f ON f.uid = r.firmwareid WHERE r.hubid = $1',
];

export async function seedQueryStats(ctx: SeedContext): Promise<void> {
  const random = ctx.random('query-stats');
  const rows: SeedRow[] = [];
  for (const source of SOURCES) {
    STATEMENTS.forEach((sql, i) => {
      if (source === 'reporting' && i < 5) return;
      const count = random.int(50, 2_000_000);
      rows.push({
        source,
        query_id: String(random.int(1_000_000_000, 2_147_483_647)) + String(i),
        sql,
        count,
        duration: Math.round(count * random.float() ** 3 * 0.05 * 10_000) / 10_000,
      });
    });
  }
  await insertRows(ctx.tx, 'query_stats', rows);
}
