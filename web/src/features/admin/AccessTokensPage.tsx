import type { ApolloCache, ErrorLike, Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Code,
  Field,
  HStack,
  Heading,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { tokenNameProblems } from '@hub/domain';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { TokenLifetime } from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { CheckboxField, FormMessages, TextField, useForm } from '../../ui/form';
import { formatDateTime } from '../../ui/formatting';
import { QueryContent } from '../../ui/QueryContent';
import { usePageTitle } from '../../ui/usePageTitle';
import { AccessTokensPage_Query } from './accessTokensQuery';
export { AccessTokensPage_TokenFields, AccessTokensPage_Query } from './accessTokensQuery';

export const AccessTokensPage_Create = graphql(`
  mutation AccessTokensPage_Create($input: CreateAccessTokenInput!) {
    createAccessToken(input: $input) {
      token
      # Every field the token lists show: the new token is put into them from this answer.
      accessToken {
        ...AccessTokensPage_TokenFields
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export const AccessTokensPage_Revoke = graphql(`
  mutation AccessTokensPage_Revoke($input: RevokeAccessTokenInput!) {
    revokeAccessToken(input: $input) {
      accessToken {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`);

interface TokenRow {
  id: string;
  name: string;
  ownerName: string;
  readOnly: boolean;
  created: string;
  expiresAt: string;
  lastUsed?: string | null;
}

const LIFETIMES: [TokenLifetime, string][] = [
  ['DAYS_30', '30 days'],
  ['DAYS_90', '90 days'],
  ['DAYS_365', '365 days'],
];

// The lists are updated from the mutations' answers instead of being asked for again: a new token heads
// both lists (newest first; it is the signer's own, and allAccessTokens is held only for administrators),
// a revoked one leaves the cache, and lists drop a reference to an evicted entry when read.
function putNewToken(
  cache: ApolloCache,
  token: { __typename?: 'AccessToken'; id: string } | null | undefined,
) {
  const ref = token && cache.identify({ __typename: 'AccessToken', id: token.id });
  if (!ref) return;
  const prepend = (
    list: readonly Reference[] | undefined,
    { toReference }: { toReference: (id: string) => Reference | undefined },
  ) => {
    const added = toReference(ref);
    return list && added ? [added, ...list.filter((r) => r.__ref !== ref)] : list;
  };
  cache.modify<Record<string, unknown>>({
    id: 'ROOT_QUERY',
    fields: {
      myAccessTokens: (list, details) => prepend(list as readonly Reference[] | undefined, details) as never,
      allAccessTokens: (list, details) => prepend(list as readonly Reference[] | undefined, details) as never,
    },
  });
}

function dropRevokedToken(cache: ApolloCache, token: { id: string } | null | undefined) {
  if (!token) return;
  cache.evict({ id: cache.identify({ __typename: 'AccessToken', id: token.id }) });
  cache.gc();
}

function CreateToken() {
  const [create, { loading, error }] = useMutation(AccessTokensPage_Create, {
    update: (cache, { data }) => putNewToken(cache, data?.createAccessToken?.accessToken),
  });
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);
  const form = useForm({
    initial: { name: '', lifetime: 'DAYS_30', readOnly: false as boolean },
    validate: tokenNameProblems,
    labels: { name: 'Name' },
  });
  const submit = form.handleSubmit(async (v) => {
    const { data } = await create({
      variables: {
        input: { name: v.name.trim(), lifetime: v.lifetime as TokenLifetime, readOnly: v.readOnly },
      },
    });
    const result = data?.createAccessToken;
    if (result?.token && result.accessToken) {
      setShown({ name: result.accessToken.name, token: result.token });
      form.reset();
    }
    return result?.userErrors;
  });
  return (
    <Stack
      as="form"
      aria-label="New token"
      gap="3"
      onSubmit={submit}
      borderWidth="1px"
      rounded="md"
      p="4"
      bg="white"
    >
      <Heading as="h2" size="sm">
        New token
      </Heading>
      {shown && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{`Token "${shown.name}"`}</Alert.Title>
            <Alert.Description>
              <Code data-testid="new-token" userSelect="all" wordBreak="break-all">
                {shown.token}
              </Code>
              <Text fontSize="sm" mt="1">
                Copy it now: it is not shown again. A script sends it as <Code>Authorization: Bearer …</Code>{' '}
                to /graphql.
              </Text>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <HStack align="start" gap="4" flexWrap="wrap">
        {/* A form field fills its row (Field.Root is 100% wide): boxed, it leaves room for the others. */}
        <Box w="20rem">
          <TextField label="Name" autoComplete="off" {...form.bind('name')} />
        </Box>
        <Field.Root w="auto">
          <Field.Label>Expires after</Field.Label>
          <NativeSelect.Root size="sm" w="10rem">
            <NativeSelect.Field
              name="lifetime"
              value={String(form.values.lifetime)}
              onChange={(e) => form.set('lifetime', e.target.value)}
            >
              {LIFETIMES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <CheckboxField
          label="Read-only"
          checked={form.values.readOnly}
          onChange={(checked) => form.set('readOnly', checked)}
        />
      </HStack>
      {error && (
        <ErrorNotice
          error={error}
          title="The token was not created."
          uncertainTitle="The token may have been created."
        />
      )}
      <FormMessages errors={form.formErrors} blocking={form.blocking} action="create" />
      <Button
        type="submit"
        size="sm"
        colorPalette="blue"
        alignSelf="start"
        loading={loading}
        disabled={!form.valid}
      >
        Create token
      </Button>
    </Stack>
  );
}

function TokenTable({
  label,
  tokens,
  showOwner,
}: {
  label: string;
  tokens: readonly TokenRow[];
  showOwner: boolean;
}) {
  const [revoke, { loading, error }] = useMutation(AccessTokensPage_Revoke, {
    update: (cache, { data }) => dropRevokedToken(cache, data?.revokeAccessToken?.accessToken),
  });
  const [refused, setRefused] = useState<string | null>(null);
  if (tokens.length === 0) return <Text color="fg.muted">No tokens.</Text>;
  return (
    <Stack gap="2">
      {refused && !error && <ErrorNotice error={refused} title="The token was not revoked." />}
      {error && (
        <ErrorNotice
          error={error}
          title="The token was not revoked."
          uncertainTitle="The token may have been revoked."
        />
      )}
      <Box borderWidth="1px" rounded="md" bg="white" overflowX="auto">
        <Table.Root size="sm" aria-label={label} stickyHeader>
          <Table.Header>
            <Table.Row>
              {['Name', ...(showOwner ? ['Owner'] : []), 'Access', 'Created', 'Last used', 'Expires', ''].map(
                (h) => (
                  <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                ),
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {tokens.map((t) => (
              <Table.Row key={t.id}>
                <Table.Cell>{t.name}</Table.Cell>
                {showOwner && <Table.Cell>{t.ownerName}</Table.Cell>}
                <Table.Cell>{t.readOnly ? 'Read-only' : 'Read and write'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(t.created)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {t.lastUsed ? formatDateTime(t.lastUsed) : 'Never'}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(t.expiresAt)}</Table.Cell>
                <Table.Cell>
                  <ConfirmAction
                    question={`Revoke the token "${t.name}"? Scripts using it stop working at once.`}
                    confirmLabel="Revoke"
                    onConfirm={() =>
                      void revoke({ variables: { input: { id: t.id } } })
                        .then(({ data }) =>
                          setRefused(data?.revokeAccessToken?.userErrors[0]?.message ?? null),
                        )
                        .catch(() => undefined)
                    }
                  >
                    {(ask) => (
                      <Button size="xs" variant="outline" colorPalette="red" loading={loading} onClick={ask}>
                        Revoke
                      </Button>
                    )}
                  </ConfirmAction>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

function EveryonesTokens({
  tokens,
  error,
  onReload,
}: {
  tokens: readonly TokenRow[] | undefined;
  error: ErrorLike | undefined;
  onReload: () => void;
}) {
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm">
        Everyone&apos;s tokens (administrators)
      </Heading>
      <QueryContent
        data={tokens}
        error={error}
        errorTitle="The tokens could not be loaded."
        onRetry={onReload}
      >
        {(allAccessTokens) => <TokenTable label="Everyone's tokens" tokens={allAccessTokens} showOwner />}
      </QueryContent>
    </Stack>
  );
}

/** Personal access tokens, for scripts and analysts (GitHub's are the model). */
export default function AccessTokensPage() {
  usePageTitle('Personal access tokens');
  const current = useCurrentUser();
  const everyone = current.status === 'loggedIn' && current.user.administer;
  const { data, error, refetch } = useQuery(AccessTokensPage_Query, {
    variables: { everyone },
    // The route's loader asks afresh at each navigation (network-only preload, with `everyone` from the
    // signed-in user), so the first read takes that answer from the cache; Reload and a change of
    // `everyone` ask the network, as before.
    fetchPolicy: 'cache-first',
    nextFetchPolicy: (current, { reason }) =>
      reason === 'variables-changed' ? 'cache-and-network' : current,
  });
  const reload = () => void refetch();
  return (
    <Stack gap="4" maxW="5xl">
      <Heading as="h1" size="md">
        Personal access tokens
      </Heading>
      <Text fontSize="sm">
        A token lets a script or an analyst&apos;s tool use the console&apos;s GraphQL API as you, with your
        rights and never more. Send it as <Code>Authorization: Bearer &lt;token&gt;</Code> to{' '}
        <Code>/graphql</Code>.
      </Text>
      <CreateToken />
      <Heading as="h2" size="sm">
        Your tokens
      </Heading>
      <QueryContent
        data={data}
        error={error}
        errorTitle="Your tokens could not be loaded."
        onRetry={() => void refetch()}
      >
        {({ myAccessTokens }) => <TokenTable label="Your tokens" tokens={myAccessTokens} showOwner={false} />}
      </QueryContent>
      {everyone && (
        <EveryonesTokens tokens={data?.allAccessTokens ?? undefined} error={error} onReload={reload} />
      )}
    </Stack>
  );
}
