import { beforeAll, describe, expect, it } from 'vitest';
import { formatVersion } from '@hub/domain';
import { STAFF, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';
import { codes } from '../test-support/graphqlClient.js';

const DASHBOARD = `{
  versionCounts { version { text code badge } count }
  healthGradeCounts { grade count }
  issueStatusCounts { status statusId text count }
  issuePriorityCounts { priority text count }
}`;

interface Dashboard {
  versionCounts: { version: { text: string; code: number; badge: string }; count: number }[];
  healthGradeCounts: { grade: string; count: number }[];
  issueStatusCounts: { status: string; statusId: number; text: string; count: number }[];
  issuePriorityCounts: { priority: number; text: string; count: number }[];
}

describe.each(backends)('dashboard counts against fleet-api on $name', (backend) => {
  const { stack, session } = signedInStack(backend, STAFF);
  let dashboard: Dashboard;
  let upstreamCalls: number;

  beforeAll(async () => {
    const answer = await stack.query<Dashboard>(DASHBOARD, {}, session);
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    dashboard = answer.data;
    upstreamCalls = answer.upstreamCalls;
  });

  it('costs one upstream call per count', () => {
    expect(upstreamCalls).toBe(4);
  });

  it('counts hubs per software version, newest first, as the upstream does', async () => {
    const rows = await stack.rest<
      { swversion: number; major: number; minor: number; patch: number; count: number }[]
    >('/api/private/hubs/version_counts', session.token);
    expect(dashboard.versionCounts.map((c) => [c.version.text, c.version.code, c.count])).toEqual(
      rows.map((row) => [formatVersion(row), row.swversion, Number(row.count)]),
    );
    const codes = dashboard.versionCounts.map((c) => c.version.code);
    expect(codes).toEqual([...codes].sort((a, b) => b - a));
    expect(dashboard.versionCounts.find((c) => c.version.text === '1.1.4')?.version.badge).toBe('EXCELLENT');
  });

  it('counts every health grade A to G, zero included, matching the upstream', async () => {
    const rows = await stack.rest<{ hub_health: string; count: number }[]>(
      '/api/private/hubs/health_counts',
      session.token,
    );
    expect(dashboard.healthGradeCounts.map((c) => c.grade)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    for (const { grade, count } of dashboard.healthGradeCounts) {
      expect(count).toBe(Number(rows.find((row) => row.hub_health === grade)?.count ?? 0));
    }
  });

  it('counts issues per status with the status enum, id and text', async () => {
    const rows = await stack.rest<{ status: number; issue_status_text: string; num_issues: number }[]>(
      '/api/private/hubs/issue_counts',
      session.token,
    );
    expect(dashboard.issueStatusCounts).toEqual(
      rows.map((row) => ({
        status: expect.any(String),
        statusId: row.status,
        text: row.issue_status_text,
        count: Number(row.num_issues),
      })),
    );
    const byId = new Map(dashboard.issueStatusCounts.map((c) => [c.statusId, c.status]));
    expect([byId.get(1), byId.get(3)]).toEqual(['OPEN', 'RESOLVED']);
  });

  it('counts open issues per priority', async () => {
    const rows = await stack.rest<{ priority: number; issue_priority_text: string; num_issues: number }[]>(
      '/api/private/hubs/issue_priority_counts',
      session.token,
    );
    expect(dashboard.issuePriorityCounts).toEqual(
      rows.map((row) => ({
        priority: row.priority,
        text: row.issue_priority_text,
        count: Number(row.num_issues),
      })),
    );
  });

  it('refuses the counts without a session', async () => {
    const answer = await stack.query('{ healthGradeCounts { grade } }');
    expect(codes(answer)).toEqual(['UNAUTHENTICATED']);
  });
});
