import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, HStack, Heading, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ADMIN_MESSAGES } from '@hub/domain';
import { graphql } from '../../__generated__';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { formatDateTime } from '../../ui/formatting';
import { AdminOnly } from './AdminOnly';
import { OneTimePassword } from './OneTimePassword';
import { ProfileBadges } from './ProfileBadges';
import { LOAD_FAILED_BG, profileRowBg } from './rowColours';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { CHANGES_PAGE, ProfileDetailPage_Query } from './profileDetailQuery';

export { ProfileDetailPage_Changes, ProfileDetailPage_Query } from './profileDetailQuery';

export const ProfileDetailPage_Rights = graphql(`
  mutation ProfileDetailPage_Rights($input: UpdateProfileRightsInput!, $first: Int!) {
    updateProfileRights(input: $input) {
      profile {
        id
        type
        administer
        rights {
          firmwares
          address
        }
        badges
        ...ProfileDetailPage_Changes
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export const ProfileDetailPage_Disable = graphql(`
  mutation ProfileDetailPage_Disable($input: SetProfileDisabledInput!, $first: Int!) {
    setProfileDisabled(input: $input) {
      profile {
        id
        type
        disabled
        ...ProfileDetailPage_Changes
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export const ProfileDetailPage_Reset = graphql(`
  mutation ProfileDetailPage_Reset($input: ResetProfilePasswordInput!, $first: Int!) {
    resetProfilePassword(input: $input) {
      profile {
        id
        type
        passwordChangeRequired
        ...ProfileDetailPage_Changes
      }
      oneTimePassword
      userErrors {
        field
        message
      }
    }
  }
`);

const TOGGLES = [
  ['administer', 'Administrator (administer)'],
  ['firmwares', 'Release firmware (firmwares)'],
  ['address', 'View addresses (address)'],
] as const;

function ProfileDetail({ type, id }: { type: string; id: string }) {
  const me = useCurrentUser();
  const [pages, setPages] = useState(1);
  // Each mutation asks for the change log with this same size: its answer updates the profile and the
  // log shown (the Profile is keyed by type and id), so nothing is asked for again after a change.
  const first = CHANGES_PAGE * pages;
  const { data, error, refetch } = useQuery(ProfileDetailPage_Query, { variables: { type, id, first } });
  const [saveRights, rights] = useMutation(ProfileDetailPage_Rights);
  const [setDisabled, disabling] = useMutation(ProfileDetailPage_Disable);
  const [reset, resetting] = useMutation(ProfileDetailPage_Reset);
  const [problem, setProblem] = useState<string | null>(null);
  // A refused change of a right is said beside the rights (the switch it is about), not in a browser alert.
  const [rightsProblem, setRightsProblem] = useState<string | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  // Bumped when a toggle is refused here, so the switch redraws from the profile as it still is.
  const [refusals, setRefusals] = useState(0);

  if (error && !data) {
    return (
      <Box bg={LOAD_FAILED_BG} p="3" rounded="md">
        <ErrorNotice title="The profile could not be loaded." error={error} onRetry={() => void refetch()} />
      </Box>
    );
  }
  if (!data) return <Text color="fg.muted">Loading...</Text>;
  const profile = data.adminProfile;
  if (!profile) return <Text role="alert">{`There is no profile ${type}/${id}.`}</Text>;
  const own = me.status === 'loggedIn' && me.user.id === profile.id && me.user.type === profile.type;
  const held = { administer: profile.administer, ...profile.rights };

  const toggle = async (field: (typeof TOGGLES)[number][0], value: boolean) => {
    setProblem(null);
    setRightsProblem(null);
    // Spec 3 §6: said at once, and refused by the server too for any other client.
    if (field === 'administer' && !value && own) {
      setRightsProblem(ADMIN_MESSAGES.ownAdministerRight);
      setRefusals((n) => n + 1);
      return;
    }
    const result = await saveRights({
      variables: { input: { profileType: type, profileId: id, [field]: value }, first },
    }).catch(() => null);
    const userErrors = result?.data?.updateProfileRights?.userErrors ?? [];
    if (userErrors.length > 0) setRightsProblem(userErrors.map((e) => e.message).join(' '));
    // Refused or failed: nothing was stored, so the switch redraws from the profile as it still is.
    if (!result?.data || userErrors.length > 0) setRefusals((n) => n + 1);
  };

  const changeState = async () => {
    const disable = !profile.disabled;
    setProblem(null);
    setRightsProblem(null);
    const result = await setDisabled({
      variables: { input: { profileType: type, profileId: id, disabled: disable }, first },
    }).catch(() => null);
    const userErrors = result?.data?.setProfileDisabled?.userErrors ?? [];
    if (userErrors.length > 0) setProblem(userErrors.map((e) => e.message).join(' '));
  };

  const resetPassword = async () => {
    setProblem(null);
    setRightsProblem(null);
    const result = await reset({ variables: { input: { profileType: type, profileId: id }, first } }).catch(
      () => null,
    );
    const answer = result?.data?.resetProfilePassword;
    if (answer?.oneTimePassword) setPassword(answer.oneTimePassword);
    if (answer && answer.userErrors.length > 0) setProblem(answer.userErrors.map((e) => e.message).join(' '));
  };

  const mutationError = rights.error ?? disabling.error ?? resetting.error;
  return (
    <Stack gap="4" maxW="3xl">
      <HStack bg={profileRowBg(profile.administer)} p="3" rounded="md" gap="3">
        <ProfileBadges badges={profile.badges} />
        <Stack gap="0">
          <Heading as="h1" size="md">
            {profile.name}
          </Heading>
          <Text fontSize="sm">{`${profile.displayEmail} · ${profile.type}/${profile.id} · ${
            profile.disabled
              ? 'Disabled'
              : profile.passwordChangeRequired
                ? 'Awaiting a new password'
                : 'Active'
          }`}</Text>
        </Stack>
      </HStack>
      <Stack as="fieldset" gap="3" borderWidth="1px" rounded="md" p="4" bg="white">
        <Text as="legend" fontWeight="semibold" px="1">
          Rights
        </Text>
        {TOGGLES.map(([field, label]) => (
          <Switch.Root
            key={`${field}-${refusals}`}
            checked={held[field]}
            disabled={rights.loading}
            onCheckedChange={(e) => void toggle(field, e.checked)}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{label}</Switch.Label>
          </Switch.Root>
        ))}
        {rightsProblem && <ErrorNotice error={rightsProblem} />}
      </Stack>
      <HStack gap="3" wrap="wrap">
        {profile.disabled ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="green"
            onClick={() => void changeState()}
            loading={disabling.loading}
          >
            Enable account
          </Button>
        ) : own ? (
          // Refused for one's own account (fleet-api): said, not offered and then refused.
          <Text fontSize="sm" color="fg.muted">
            {ADMIN_MESSAGES.ownAccount}
          </Text>
        ) : (
          // Disabling and resetting end the person's sessions: asked first, in place (issue 18's one way).
          <ConfirmAction
            question={`Disable ${profile.name}? They are signed out at once and cannot sign in.`}
            confirmLabel="Disable"
            onConfirm={() => void changeState()}
          >
            {(ask) => (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={ask}
                loading={disabling.loading}
              >
                Disable account
              </Button>
            )}
          </ConfirmAction>
        )}
        {own ? (
          // A reset ends the sessions of the profile: one's own would sign the administrator out before the
          // one-time password could be noted, locking them out.
          <Text fontSize="sm" color="fg.muted">
            {ADMIN_MESSAGES.ownPassword}
          </Text>
        ) : (
          <ConfirmAction
            question={`Reset the password of ${profile.name}? Their sessions end; they sign in with a one-time password.`}
            confirmLabel="Reset"
            onConfirm={() => void resetPassword()}
          >
            {(ask) => (
              <Button size="sm" variant="outline" onClick={ask} loading={resetting.loading}>
                Reset password
              </Button>
            )}
          </ConfirmAction>
        )}
      </HStack>
      {password && <OneTimePassword name={profile.name} password={password} />}
      {problem && <ErrorNotice error={problem} />}
      {mutationError && (
        <ErrorNotice
          error={mutationError}
          title="The change was not saved."
          uncertainTitle="The change may have been saved."
        />
      )}
      <Stack gap="2">
        <Heading as="h2" size="sm">{`Changes (${profile.changes.totalCount})`}</Heading>
        <Box borderWidth="1px" rounded="md" bg="white">
          <Table.Root size="sm" stickyHeader aria-label="Changes">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>When</Table.ColumnHeader>
                <Table.ColumnHeader>Who</Table.ColumnHeader>
                <Table.ColumnHeader>What</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {profile.changes.edges.map(({ node }) => (
                <Table.Row key={node.id}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(node.at)}</Table.Cell>
                  <Table.Cell>{node.actorName ?? 'System'}</Table.Cell>
                  <Table.Cell>{node.change}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        {profile.changes.pageInfo.hasNextPage && (
          <Button size="xs" variant="outline" alignSelf="start" onClick={() => setPages((n) => n + 1)}>
            Show older changes
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

export default function ProfileDetailPage() {
  const { type = '', id = '' } = useParams();
  return (
    <AdminOnly title="Profile" refusal={ADMIN_MESSAGES.profileScreenForbidden}>
      <ProfileDetail type={type} id={id} />
    </AdminOnly>
  );
}
