import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { gatewayError, profile } from '../../test/fixtures';
import { ConfigurationPage_Query as AdminOnly_Query } from '../../features/admin/configurationQuery';
import { CurrentUser_Query } from '../auth/currentUserQuery';
import { createApolloClient } from './createApolloClient';

function clientAnswering(mocks: MockLink.MockedResponse[]) {
  const sent: string[] = [];
  const record = new ApolloLink((operation, forward) => {
    sent.push(operation.operationName ?? '?');
    return forward(operation);
  });
  const client = createApolloClient({
    terminatingLink: ApolloLink.from([record, new MockLink(mocks, { showWarnings: false })]),
  });
  return { client, sent };
}

describe('the app client', () => {
  it('reads who is signed in again after a refusal for want of rights (an administrator demoted meanwhile)', async () => {
    const { client, sent } = clientAnswering([
      { request: { query: CurrentUser_Query }, result: { data: { me: profile({ administer: true }) } } },
      {
        request: { query: AdminOnly_Query },
        result: gatewayError('FORBIDDEN', {}, 'You must be an administrator.'),
      },
      { request: { query: CurrentUser_Query }, result: { data: { me: profile({ administer: false }) } } },
    ]);
    await client.query({ query: CurrentUser_Query });
    await expect(client.query({ query: AdminOnly_Query })).rejects.toThrow('You must be an administrator.');
    await expect.poll(() => client.readQuery({ query: CurrentUser_Query })?.me?.administer).toBe(false);
    expect(sent).toEqual(['CurrentUser_Query', 'ConfigurationPage_Query', 'CurrentUser_Query']);
  });

  it('does not read it again for other refusals', async () => {
    const { client, sent } = clientAnswering([
      { request: { query: AdminOnly_Query }, result: gatewayError('BAD_USER_INPUT') },
    ]);
    await expect(client.query({ query: AdminOnly_Query })).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual(['ConfigurationPage_Query']);
  });
});
