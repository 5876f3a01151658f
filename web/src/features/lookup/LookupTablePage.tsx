import { useQuery } from '@apollo/client/react';
import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { QueryContent } from '../../ui/QueryContent';
import { SubMenu } from '../../ui/SubMenu';
import { usePageTitle } from '../../ui/usePageTitle';
import { useSelectionData } from '../../ui/useSelectionData';
import { LookupTablePage_Query, lookupTableVariables } from './lookupTableQuery';
export { LookupTablePage_Query } from './lookupTableQuery';

// Spec 2 §2 Lookup tables: the sub-menu, then any table by name (the others exist too).
export const LOOKUP_SUB_MENU = [
  'customer_types',
  'issue_source',
  'issue_status',
  'issue_action_type',
  'installation_states',
  'stock_statuses',
] as const;

function LookupSubMenu({ current }: { current: string }) {
  return (
    <SubMenu
      label="Lookup tables"
      items={LOOKUP_SUB_MENU.map((name) => ({
        label: name,
        to: `/lookups/${name}`,
        current: name === current,
      }))}
    />
  );
}

/** /lookups/{lookup} and /customertypes: a lookup table's key and description rows. */
export default function LookupTablePage() {
  const params = useParams();
  const { lookup = 'customer_types' } = params;
  // The variables the route's loader asked with (null: no such table).
  const variables = lookupTableVariables({ params });
  const known = variables !== null;
  usePageTitle(`Lookup ${lookup}`);
  const { data, error, refetch } = useQuery(LookupTablePage_Query, {
    variables: variables ?? { table: 'CUSTOMER_TYPES' },
    skip: !known,
  });
  // Another table's rows never stand under this table's name while it loads or fails.
  const previousData = useSelectionData(data, lookup);
  return (
    <Stack gap="4">
      <LookupSubMenu current={lookup} />
      <Heading as="h1" size="md">
        {lookup}
      </Heading>
      {!known ? (
        <Text>{`There is no lookup table ${lookup}.`}</Text>
      ) : (
        <QueryContent
          data={data}
          previousData={previousData}
          error={error}
          errorTitle={`The ${lookup} table could not be loaded.`}
          loadingText="Fetching data..."
          onRetry={() => void refetch()}
        >
          {({ lookup: rows }) =>
            rows.length === 0 ? (
              <Text color="fg.muted">This table is empty.</Text>
            ) : (
              <Box borderWidth="1px" rounded="md" bg="white" maxW="40rem">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader w="6rem">Key</Table.ColumnHeader>
                      <Table.ColumnHeader>Description</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rows.map((row) => (
                      <Table.Row key={row.key}>
                        <Table.Cell fontVariantNumeric="tabular-nums">{row.key}</Table.Cell>
                        <Table.Cell>{row.description}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            )
          }
        </QueryContent>
      )}
    </Stack>
  );
}
