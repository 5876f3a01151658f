import { useQuery } from '@apollo/client/react';
import { Button, HStack, Heading, Link, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { rowClick } from '../../ui/ScrollTable';
import { AddProfileForm } from './AddProfileForm';
import { AdminListTable } from './AdminListTable';
import { AdminOnly } from './AdminOnly';
import { ProfileBadges, rightsText } from './ProfileBadges';
import { profileRowBg } from './rowColours';
import { ProfilesPage_Query } from './profilesQuery';
export { ProfilesPage_Query } from './profilesQuery';

function ProfilesList() {
  const { data, error, refetch, loading } = useQuery(ProfilesPage_Query, {
    notifyOnNetworkStatusChange: true,
  });
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  const pathOf = (p: { type: string; id: string }) =>
    `/admin/profile/${encodeURIComponent(p.type)}/${encodeURIComponent(p.id)}`;
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading as="h1" size="md">
          Profiles
        </Heading>
        {!adding && (
          <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)}>
            Add a profile
          </Button>
        )}
      </HStack>
      {adding && (
        <AddProfileForm
          onClose={() => {
            // Spec 3 §4: closing add mode reloads the list.
            setAdding(false);
            void refetch();
          }}
        />
      )}
      <AdminListTable
        header={['Badges', 'Name', 'E-mail', 'Rights', 'Account'].map((h) => (
          <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
        ))}
        columns={5}
        maxH="calc(100vh - 14rem)"
        loaded={data !== undefined}
        error={error}
        loading={loading}
        failedTitle="The profiles could not be loaded."
        onRetry={() => void refetch()}
      >
        {data?.adminProfiles.map((p) => (
          <Table.Row
            key={`${p.type}/${p.id}`}
            bg={profileRowBg(p.administer)}
            data-profile-id={p.id}
            cursor="pointer"
            onClick={rowClick(() => void navigate(pathOf(p)))}
          >
            <Table.Cell>
              <ProfileBadges badges={p.badges} />
            </Table.Cell>
            <Table.Cell>
              <Link asChild colorPalette="blue" fontWeight="medium">
                <RouterLink to={pathOf(p)}>{p.name}</RouterLink>
              </Link>
            </Table.Cell>
            <Table.Cell>{p.displayEmail}</Table.Cell>
            <Table.Cell>{rightsText(p.badges)}</Table.Cell>
            <Table.Cell>
              {p.disabled ? 'Disabled' : p.passwordChangeRequired ? 'Awaiting first sign-in' : 'Active'}
            </Table.Cell>
          </Table.Row>
        ))}
      </AdminListTable>
    </Stack>
  );
}

export default function ProfilesPage() {
  return (
    <AdminOnly title="Profiles">
      <ProfilesList />
    </AdminOnly>
  );
}
