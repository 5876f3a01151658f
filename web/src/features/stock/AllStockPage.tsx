import { useQuery } from '@apollo/client/react';
import { Box, Button, Field, HStack, Input, Link, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { CARTON_NUMBERS, NO_STOCK_MESSAGE } from '@hub/domain';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { StockSortDirection } from '../../__generated__/graphql';
import { LookupSelect } from '../lookup/LookupSelect';
import { QueryContent } from '../../ui/QueryContent';
import { Pager } from '../../ui/Pager';
import { usePager } from '../../ui/usePager';
import { useRefreshErrorLog } from '../../ui/useRefreshErrorLog';
import { ModifyStockPanel } from './ModifyStockPanel';
import { SORT_FIELDS, sortFieldOption } from './stockColumns';
import { StockLayout } from './StockLayout';
import { StockTable } from './StockTable';

export const STOCK_PAGE_SIZE = 100;

export const AllStockPage_Query = graphql(`
  query AllStockPage_Query(
    $sortBy: StockSortField!
    $filterValue: String
    $direction: StockSortDirection!
    $first: Int!
    $after: String
  ) {
    stock(sortBy: $sortBy, filterValue: $filterValue, direction: $direction, first: $first, after: $after) {
      totalCount
      nodes {
        hubId
        serial
        shipmentNumber
        cartonNumber
        stockStatus
        stockLocation
        installer
        installationState
        customerType
        officeStatus
        installed
        dispatched
        seaiTrialGroup
        stockDocketNumber
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const HEADERS = [
  'Serial',
  'Shipment',
  'Carton',
  'Stock status',
  'Location',
  'Installer',
  'Installation state',
  'Customer type',
  'Office status',
  'Installed',
  'Dispatched',
  'SEAI group',
  'Docket',
];

function FilterValue(props: { field: string; value: string; onChange: (v: string) => void }) {
  const option = sortFieldOption(props.field);
  if (option.lookup)
    return (
      <LookupSelect
        label="Filter value"
        table={option.lookup}
        value={props.value}
        onChange={props.onChange}
      />
    );
  return (
    <Field.Root>
      <Field.Label>Filter value</Field.Label>
      {option.kind === 'carton' ? (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value)}>
            <option value="">—</option>
            {CARTON_NUMBERS.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input
          size="sm"
          type={option.kind === 'date' ? 'date' : 'text'}
          inputMode={option.kind === 'date' ? undefined : 'numeric'}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field.Root>
  );
}

/** Spec 2 §2 All Stock: filtered, sorted and paged on the server; Modify Stock opens the bulk panel. */
export default function AllStockPage() {
  const [params, setParams] = useSearchParams();
  const field = sortFieldOption(params.get('sort')).field;
  const value = params.get('value') ?? '';
  const direction: StockSortDirection = params.get('dir') === 'desc' ? 'DESC' : 'ASC';
  const pages = usePager();
  const [modifying, setModifying] = useState(false);
  // Built on the address bar, not this render's params (nor the router's, which lag until it renders
  // again): two quick changes, a field and then the order, must not make the second undo the first.
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(window.location.search);
    for (const [key, v] of Object.entries(changes)) {
      if (v === '') next.delete(key);
      else next.set(key, v);
    }
    pages.reset();
    setParams(next, { replace: true });
  };
  const { data, previousData, error, refetch } = useQuery(AllStockPage_Query, {
    variables: {
      sortBy: field,
      filterValue: value === '' ? null : value,
      direction,
      first: STOCK_PAGE_SIZE,
      after: pages.after,
    },
  });
  pages.observe({ data, error });
  useRefreshErrorLog('The stock list', error, (data ?? previousData) !== undefined);

  return (
    <StockLayout title="All Stock">
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root w="14rem">
          <Field.Label>Sort field</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={field} onChange={(e) => set({ sort: e.target.value, value: '' })}>
              {SORT_FIELDS.map((option) => (
                <option key={option.field} value={option.field}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Box w="16rem">
          <FilterValue field={field} value={value} onChange={(v) => set({ value: v })} />
        </Box>
        <Field.Root w="10rem">
          <Field.Label>Order</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={direction}
              onChange={(e) => set({ dir: e.target.value === 'DESC' ? 'desc' : '' })}
            >
              <option value="ASC">Ascending</option>
              <option value="DESC">Descending</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => setModifying(!modifying)}
          aria-expanded={modifying}
        >
          Modify Stock
        </Button>
      </HStack>
      {modifying && (
        <ModifyStockPanel
          onApplied={() => {
            setModifying(false);
            void refetch();
          }}
          onClose={() => setModifying(false)}
        />
      )}
      <QueryContent
        data={data}
        previousData={previousData}
        error={error}
        errorTitle="The stock list could not be loaded."
        loadingText="Fetching data..."
        onRetry={() => void refetch()}
      >
        {({ stock }) =>
          stock.totalCount === 0 ? (
            <Text>{NO_STOCK_MESSAGE}</Text>
          ) : (
            <Stack gap="3">
              <StockTable label="Stock" headers={HEADERS} maxH="70vh">
                {stock.nodes.map((item) => (
                  <Table.Row key={item.hubId} data-hubid={item.hubId}>
                    <Table.Cell>
                      <Link asChild color="blue.700">
                        <RouterLink to={`/hub/${item.hubId}`}>{item.serial}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{item.shipmentNumber}</Table.Cell>
                    <Table.Cell>{item.cartonNumber}</Table.Cell>
                    <Table.Cell>{item.stockStatus}</Table.Cell>
                    <Table.Cell>{item.stockLocation}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{item.installer}</Table.Cell>
                    <Table.Cell>{item.installationState}</Table.Cell>
                    <Table.Cell>{item.customerType}</Table.Cell>
                    <Table.Cell>{item.officeStatus}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{item.installed}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{item.dispatched}</Table.Cell>
                    <Table.Cell>{item.seaiTrialGroup}</Table.Cell>
                    <Table.Cell>{item.stockDocketNumber}</Table.Cell>
                  </Table.Row>
                ))}
              </StockTable>
              <Pager
                pager={pages}
                hasOlder={stock.pageInfo.hasNextPage}
                endCursor={stock.pageInfo.endCursor}
                newerText="Previous"
                olderText="Next"
                label={`${pages.depth * STOCK_PAGE_SIZE + 1}–${pages.depth * STOCK_PAGE_SIZE + stock.nodes.length} of ${stock.totalCount}`}
              />
            </Stack>
          )
        }
      </QueryContent>
    </StockLayout>
  );
}
