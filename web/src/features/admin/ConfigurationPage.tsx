import { useQuery } from '@apollo/client/react';
import { Box, Heading, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import { QueryContent } from '../../ui/QueryContent';
import { AdminOnly } from './AdminOnly';
import { ConfigurationPage_Query } from './configurationQuery';
export { ConfigurationPage_Query } from './configurationQuery';

interface Setting {
  name: string;
  value: string | null;
  secret: boolean;
}

function Settings({ title, settings }: { title: string; settings: readonly Setting[] }) {
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      <Box borderWidth="1px" rounded="md" bg="white">
        <Table.Root size="sm" aria-label={title}>
          <Table.Body>
            {settings.map((s) => (
              <Table.Row key={s.name}>
                <Table.Cell fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
                  {s.name}
                </Table.Cell>
                <Table.Cell wordBreak="break-all" color={s.value === null ? 'fg.muted' : undefined}>
                  {s.value ?? 'not set'}
                  {s.secret && s.value !== null ? ' (secret)' : ''}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

function Configuration() {
  const { data, error, refetch } = useQuery(ConfigurationPage_Query);
  return (
    <Stack gap="3">
      <Heading as="h1" size="md">
        Configuration
      </Heading>
      <QueryContent
        data={data}
        error={error}
        errorTitle="The configuration could not be loaded."
        onRetry={() => void refetch()}
      >
        {({ runningConfiguration }) => (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
            <Settings title="Gateway" settings={runningConfiguration.gateway} />
            <Settings title="Fleet API" settings={runningConfiguration.fleetApi} />
          </SimpleGrid>
        )}
      </QueryContent>
    </Stack>
  );
}

export default function ConfigurationPage() {
  return (
    <AdminOnly title="Configuration">
      <Configuration />
    </AdminOnly>
  );
}
