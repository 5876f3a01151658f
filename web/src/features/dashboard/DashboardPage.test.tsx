import { act, screen } from '@testing-library/react';
import { DASHBOARD_REFRESH_MS } from '@hub/domain';
import { describe, expect, it, vi } from 'vitest';
import { gatewayError } from '../../test/fixtures';
import { renderSuspendingScreen } from '../../test/renderWithProviders';
import DashboardPage from './DashboardPage';
import { DashboardPage_Query, dashboardVariables } from './dashboardQuery';

const version = (text: string, badge: string) => ({ __typename: 'Version', text, badge });

const VERSION_COUNTS = {
  versionCounts: [
    { __typename: 'VersionCount', version: version('1.1.4', 'EXCELLENT'), count: 812 },
    { __typename: 'VersionCount', version: version('0.9.18', 'POOR'), count: 40 },
  ],
};

const ISSUE_COUNTS = {
  issueStatusCounts: [
    { __typename: 'IssueStatusCount', status: 'OPEN', text: 'Open', count: 31 },
    { __typename: 'IssueStatusCount', status: 'ESCALATED', text: 'Escalated', count: 5 },
    {
      __typename: 'IssueStatusCount',
      status: 'RESOLVED_DUPLICATE',
      text: 'Resolved Duplicate',
      count: 28,
    },
  ],
};

const GRADE_COUNTS = {
  healthGradeCounts: ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((grade, i) => ({
    __typename: 'HealthGradeCount',
    grade,
    count: 100 - i * 10,
  })),
};

const NO_ISSUES = {
  issues: {
    __typename: 'IssueConnection',
    edges: [],
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
    },
  },
};

/** The dashboard's one request, answered with these parts. */
function dashboard(parts: object = {}) {
  return {
    request: { query: DashboardPage_Query, variables: dashboardVariables() },
    result: { data: { ...VERSION_COUNTS, ...ISSUE_COUNTS, ...GRADE_COUNTS, ...NO_ISSUES, ...parts } },
  };
}

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('dashboard', () => {
  it('is titled "Dashboard"', async () => {
    await renderSuspendingScreen(<DashboardPage />, { mocks: [dashboard()] });
    expect(document.title).toBe('Dashboard');
  });

  it('links each software version to the hubs on it', async () => {
    await renderSuspendingScreen(<DashboardPage />, { mocks: [dashboard()] });
    await screen.findByRole('link', { name: 'Version 1.1.4: 812 hubs' });
    expect(href('Version 1.1.4: 812 hubs')).toBe('/hubs/version/1.1.4');
    expect(href('Version 0.9.18: 40 hubs')).toBe('/hubs/version/0.9.18');
  });

  it('links each issue status to the issues filtered by that status', async () => {
    await renderSuspendingScreen(<DashboardPage />, { mocks: [dashboard()] });
    await screen.findByRole('link', { name: 'Escalated: 5 issues' });
    // Exactly that status: "Resolved Duplicate 28" once opened every issue (5 also meant All).
    expect(href('Open: 31 issues')).toBe('/issues?status=OPEN');
    expect(href('Escalated: 5 issues')).toBe('/issues?status=ESCALATED');
    expect(href('Resolved Duplicate: 28 issues')).toBe('/issues?status=RESOLVED_DUPLICATE');
  });

  it('shows grades A to G, each linking to the hubs with that health', async () => {
    await renderSuspendingScreen(<DashboardPage />, { mocks: [dashboard()] });
    await screen.findByRole('link', { name: 'Grade A: 100 hubs' });
    const grades = screen.getAllByRole('link', { name: /^Grade / });
    expect(grades.map((link) => link.getAttribute('href'))).toEqual(
      ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((grade) => `/hubs/health/${grade}`),
    );
    expect(href('Grade G: 40 hubs')).toBe('/hubs/health/G');
  });

  it('keeps the other panels when one count fails, and says which one failed', async () => {
    // One field failing: the gateway answers it null with an error whose path names it.
    const failed = gatewayError('UPSTREAM_ERROR', { upstreamStatus: 500 }) as {
      errors: Array<Record<string, unknown>>;
    };
    const failingIssues = dashboard({ issueStatusCounts: null });
    Object.assign(failingIssues.result, {
      errors: failed.errors.map((e) => ({ ...e, path: ['issueStatusCounts'] })),
    });
    await renderSuspendingScreen(<DashboardPage />, { mocks: [failingIssues] });
    expect(await screen.findByText('The issue counts could not be loaded.')).toBeTruthy();
    expect(screen.getByText('The server returned a 500 error code.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Version 1.1.4: 812 hubs' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Grade A: 100 hubs' })).toBeTruthy();
  });

  it('refreshes the counts every 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const later = dashboard({
        versionCounts: [{ __typename: 'VersionCount', version: version('1.1.4', 'EXCELLENT'), count: 815 }],
      });
      const { sent } = await renderSuspendingScreen(<DashboardPage />, { mocks: [dashboard(), later] });
      const advance = async (ms: number) => {
        await act(() => vi.advanceTimersByTimeAsync(ms));
        for (let turn = 0; turn < 5; turn++) await act(() => vi.advanceTimersByTimeAsync(0));
      };
      await advance(0);
      expect(screen.getByRole('link', { name: 'Version 1.1.4: 812 hubs' })).toBeTruthy();

      await advance(DASHBOARD_REFRESH_MS - 1000);
      // One request for the whole screen, first and at each refresh.
      expect(sent.map((op) => op.operationName)).toEqual(['DashboardPage_Query']);
      await advance(5000);
      expect(screen.getByRole('link', { name: 'Version 1.1.4: 815 hubs' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
