// A fleet log scoped to one hub (?hubid=) for a hub that does not exist: the gateway answers NOT_FOUND with
// `hub: null` when the hub is asked only for its log (glitches), and `hub: null` alone when asked for more
// (reboots, with the hub's identity). Both are an answer, said once by the shared hook: no "Try again".
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { GlitchLog, GlitchLog_HubQuery } from '../features/fault/GlitchLog';
import { RebootLog, RebootLog_HubQuery } from '../features/fault/RebootLog';
import { renderWithProviders } from '../test/renderWithProviders';

let logged: MockInstance;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

describe('a fleet log of a hub that does not exist', () => {
  it('says so for the glitches (NOT_FOUND), with no Try again and nothing logged', async () => {
    renderWithProviders(<GlitchLog hubId={99999} />, {
      mocks: [
        {
          request: { query: GlitchLog_HubQuery, variables: { hubId: 99999, after: null } },
          result: {
            data: { hub: null },
            errors: [
              {
                message: 'Hub 99999 does not exist.',
                path: ['hub', 'glitches'],
                extensions: { code: 'NOT_FOUND', upstreamStatus: 404 },
              },
            ],
          },
        },
      ],
    });
    expect(await screen.findByText('Hub 99999 does not exist.')).toBeDefined();
    expect(screen.queryByText('The glitches could not be loaded.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it('says so for the reboots (hub: null)', async () => {
    renderWithProviders(<RebootLog hubId={99999} />, {
      mocks: [
        {
          request: { query: RebootLog_HubQuery, variables: { hubId: 99999, after: null } },
          result: { data: { hub: null } },
        },
      ],
    });
    expect(await screen.findByText('Hub 99999 does not exist.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it('still offers Try again when the log fails for another reason', async () => {
    renderWithProviders(<GlitchLog hubId={3070} />, {
      mocks: [
        {
          request: { query: GlitchLog_HubQuery, variables: { hubId: 3070, after: null } },
          result: {
            data: { hub: null },
            errors: [
              {
                message: 'The fleet API did not answer in time.',
                path: ['hub', 'glitches'],
                extensions: { code: 'UPSTREAM_TIMEOUT' },
              },
            ],
          },
        },
      ],
    });
    expect(await screen.findByText('The glitches could not be loaded.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
    expect(screen.queryByText('Hub 3070 does not exist.')).toBeNull();
  });
});
