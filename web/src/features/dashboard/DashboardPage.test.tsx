import { act, screen } from '@testing-library/react';
import { DASHBOARD_REFRESH_MS } from '@hub/domain';
import { describe, expect, it, vi } from 'vitest';
import { gatewayError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import DashboardPage from './DashboardPage';
import { HealthGradeCountsPanel_Query } from './HealthGradeCountsPanel';
import { IssueStatusCountsPanel_Query } from './IssueStatusCountsPanel';
import { VersionCountsPanel_Query } from './VersionCountsPanel';

const version = (text: string, badge: string) => ({ __typename: 'Version', text, badge });

const VERSIONS = {
  request: { query: VersionCountsPanel_Query },
  result: {
    data: {
      versionCounts: [
        { __typename: 'VersionCount', version: version('1.1.4', 'EXCELLENT'), count: 812 },
        { __typename: 'VersionCount', version: version('0.9.18', 'POOR'), count: 40 },
      ],
    },
  },
};

const ISSUES = {
  request: { query: IssueStatusCountsPanel_Query },
  result: {
    data: {
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
    },
  },
};

const GRADES = {
  request: { query: HealthGradeCountsPanel_Query },
  result: {
    data: {
      healthGradeCounts: ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((grade, i) => ({
        __typename: 'HealthGradeCount',
        grade,
        count: 100 - i * 10,
      })),
    },
  },
};

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('dashboard', () => {
  it('is titled "Dashboard"', () => {
    renderWithProviders(<DashboardPage />, { mocks: [VERSIONS, ISSUES, GRADES] });
    expect(document.title).toBe('Dashboard');
  });

  it('links each software version to the hubs on it', async () => {
    renderWithProviders(<DashboardPage />, { mocks: [VERSIONS, ISSUES, GRADES] });
    await screen.findByRole('link', { name: 'Version 1.1.4: 812 hubs' });
    expect(href('Version 1.1.4: 812 hubs')).toBe('/hubs/version/1.1.4');
    expect(href('Version 0.9.18: 40 hubs')).toBe('/hubs/version/0.9.18');
  });

  it('links each issue status to the issues filtered by that status', async () => {
    renderWithProviders(<DashboardPage />, { mocks: [VERSIONS, ISSUES, GRADES] });
    await screen.findByRole('link', { name: 'Escalated: 5 issues' });
    // Exactly that status: "Resolved Duplicate 28" once opened every issue (5 also meant All).
    expect(href('Open: 31 issues')).toBe('/issues?status=OPEN');
    expect(href('Escalated: 5 issues')).toBe('/issues?status=ESCALATED');
    expect(href('Resolved Duplicate: 28 issues')).toBe('/issues?status=RESOLVED_DUPLICATE');
  });

  it('shows grades A to G, each linking to the hubs with that health', async () => {
    renderWithProviders(<DashboardPage />, { mocks: [VERSIONS, ISSUES, GRADES] });
    await screen.findByRole('link', { name: 'Grade A: 100 hubs' });
    const grades = screen.getAllByRole('link', { name: /^Grade / });
    expect(grades.map((link) => link.getAttribute('href'))).toEqual(
      ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((grade) => `/hubs/health/${grade}`),
    );
    expect(href('Grade G: 40 hubs')).toBe('/hubs/health/G');
  });

  it('keeps the other panels when one count fails, and says which one failed', async () => {
    const failingIssues = {
      request: { query: IssueStatusCountsPanel_Query },
      result: gatewayError('UPSTREAM_ERROR', { upstreamStatus: 500 }),
    };
    renderWithProviders(<DashboardPage />, { mocks: [VERSIONS, failingIssues, GRADES] });
    expect(await screen.findByText('The issue counts could not be loaded.')).toBeTruthy();
    expect(screen.getByText('The server returned a 500 error code.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Version 1.1.4: 812 hubs' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Grade A: 100 hubs' })).toBeTruthy();
  });

  it('refreshes the counts every 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const later = {
        request: { query: VersionCountsPanel_Query },
        result: {
          data: {
            versionCounts: [
              { __typename: 'VersionCount', version: version('1.1.4', 'EXCELLENT'), count: 815 },
            ],
          },
        },
      };
      const { sent } = renderWithProviders(<DashboardPage />, {
        mocks: [VERSIONS, later, ISSUES, ISSUES, GRADES, GRADES],
      });
      const advance = async (ms: number) => {
        await act(() => vi.advanceTimersByTimeAsync(ms));
        for (let turn = 0; turn < 5; turn++) await act(() => vi.advanceTimersByTimeAsync(0));
      };
      await advance(0);
      expect(screen.getByRole('link', { name: 'Version 1.1.4: 812 hubs' })).toBeTruthy();

      await advance(DASHBOARD_REFRESH_MS - 1000);
      expect(sent.filter((op) => op.operationName === 'VersionCountsPanel_Query')).toHaveLength(1);
      await advance(5000);
      expect(screen.getByRole('link', { name: 'Version 1.1.4: 815 hubs' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
