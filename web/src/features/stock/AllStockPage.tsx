import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { Box, Field, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { CARTON_NUMBERS, NO_STOCK_MESSAGE } from '@hub/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AllStockPage_RowsQuery } from '../../__generated__/graphql';
import { worded } from '../../app/apollo/errors';
import type { PreloadedAnswer } from '../../app/routing/screenQuery';
import { gridPageQuery, usePreloadedAnswer } from '../../app/routing/usePreloadedQuery';
import { useSearchUpdate } from '../../app/routing/useSearchUpdate';
import { DateField, useFormOpener } from '../../ui/form';
import { DataGrid, totalWithFirstPage, type GridDataSource } from '../../ui/grid';
import { LookupSelect } from '../lookup/LookupSelect';
import type { TickedRows } from './followTicks';
import { ModifyStockPanel, ModifyStockToggle } from './ModifyStockPanel';
import { filterValueProblem, SORT_FIELDS, sortFieldOption } from './stockColumns';
import { STOCK_GRID_COLUMNS, type StockGridRow } from './stockGridColumns';
import { StockLayout } from './StockLayout';
import { AllStockPage_Count, AllStockPage_Rows, stockSearch, type StockSearch } from './allStockQuery';
export { AllStockPage_Rows, AllStockPage_Count } from './allStockQuery';

// The screen's own search (sort field, filter value, order) decides the rows; the grid's column searches
// are not offered (spec 2 §2's controls are the list's search). Rows go around Apollo's cache: the grid
// holds its own bounded window of a list that may hold 100,000 hubs.
function stockSource(
  client: ApolloClient,
  search: StockSearch,
  fromLoader: (PreloadedAnswer & { data: AllStockPage_RowsQuery }) | null,
): GridDataSource<StockGridRow> {
  // The route's loader asked for the first window at navigation (no-cache, firstStockRowsVariables): the
  // grid's first fetch takes that answer when it asks for exactly those rows, once.
  const rows = gridPageQuery(client, AllStockPage_Rows, fromLoader);
  const countAlone = async () => {
    const { data } = await worded(
      client.query({ query: AllStockPage_Count, variables: search, fetchPolicy: 'no-cache' }),
    );
    return data?.stock.totalCount ?? 0;
  };
  return {
    // The total comes with the grid's first page (one request per screen, issue 19).
    ...totalWithFirstPage(async (_filters, offset, limit, withTotal) => {
      const data = await rows({ ...search, offset, first: limit, withTotal });
      return { rows: data?.stock.nodes ?? [], total: data?.stock.totalCount ?? null };
    }, countAlone),
    // Rows are ticked one by one (the grid shows no select-all): a bulk change over a whole search goes
    // through the Modify Stock panel's hub ids instead.
    allIds: () => Promise.reject(new Error('Select every matching hub through Modify Stock’s hub ids.')),
  };
}

function FilterValue(props: {
  field: string;
  value: string;
  problem: string | null;
  onChange: (v: string) => void;
}) {
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
  // Typed as every date is ("20 Feb 2027", docs/domain.md "Dates typed"), not in the browser's picker;
  // the address holds the day as YYYY-MM-DD, or the typed text while it cannot be read.
  if (option.kind === 'date')
    return (
      <DateField
        label="Filter value"
        value={props.value}
        onChange={props.onChange}
        error={props.problem ? `Filter value: ${props.problem}` : undefined}
      />
    );
  return (
    <Field.Root invalid={props.problem !== null}>
      <Field.Label>Filter value</Field.Label>
      {option.kind === 'carton' ? (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value)}>
            <option value="">—</option>
            {/* A carton the address holds that is none of them (250) is shown as given, said under the box. */}
            {props.problem && (
              <option value={props.value} disabled>
                {props.value}
              </option>
            )}
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
          inputMode="numeric"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
      {props.problem && <Field.ErrorText>{`Filter value: ${props.problem}`}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * Spec 2 §2 All Stock: the sort field, filter value and order (kept in the URL) search on the server; the
 * one data grid shows the result ("Count: n", virtual rows, the header in view). The Modify Stock panel's
 * hub ids follow the rows ticked.
 */
export default function AllStockPage() {
  const client = useApolloClient();
  const [params] = useSearchParams();
  const updateSearch = useSearchUpdate();
  const { sortBy: field, filterValue, direction } = stockSearch(params);
  const value = filterValue ?? '';
  const problem = filterValueProblem(field, filterValue);
  const fromLoader = usePreloadedAnswer(AllStockPage_Rows);
  const [modifying, setModifying] = useState(false);
  // Closed (Cancel, or applied), the panel gives the focus back to its toggle (ui/form/formOpener).
  const modifyButton = useFormOpener(modifying);
  // The ticked rows, with the search they were ticked in (the grid starts again, unticked, on a new one).
  const [ticked, setTicked] = useState<TickedRows>({ hubIds: [], search: '' });
  // A new number after a change is applied: the grid starts again and shows what was saved.
  const [generation, setGeneration] = useState(0);
  const gridKey = `${field}|${value}|${direction}|${generation}`;
  // Built on the last change asked for, not this render's params: two quick changes, a field and then
  // the order, must not make the second undo the first.
  const set = (changes: Record<string, string>) =>
    updateSearch(
      (next) => {
        for (const [key, v] of Object.entries(changes)) {
          if (v === '') next.delete(key);
          else next.set(key, v);
        }
      },
      { replace: true },
    );
  const source = useMemo(
    () => stockSource(client, { sortBy: field, filterValue, direction }, fromLoader),
    [client, field, filterValue, direction, fromLoader],
  );

  return (
    <StockLayout title="All Stock">
      <HStack gap="3" align="start" wrap="wrap">
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
          <FilterValue field={field} value={value} problem={problem} onChange={(v) => set({ value: v })} />
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
      </HStack>
      {modifying && (
        <ModifyStockPanel
          ticked={ticked}
          onApplied={() => {
            setModifying(false);
            setGeneration((n) => n + 1);
          }}
          onClose={() => setModifying(false)}
        />
      )}
      {problem ? (
        // Nothing is asked for a value that cannot be searched; the reason is said under the box.
        <Text fontSize="sm" role="status">
          Correct the filter value to see the stock.
        </Text>
      ) : (
        <DataGrid
          // A new search (or an applied change) starts the grid again at the top of its result.
          key={gridKey}
          label="Stock"
          columns={STOCK_GRID_COLUMNS}
          source={source}
          rowId={(row) => row.hubId}
          selectable
          selectAll={false}
          emptyText={NO_STOCK_MESSAGE}
          height="70vh"
          onSelectionChange={(ids) =>
            setTicked({ hubIds: [...ids].map(Number).sort((a, b) => a - b), search: gridKey })
          }
          toolbar={({ selection }) => (
            <ModifyStockToggle ref={modifyButton} open={modifying} onToggle={() => setModifying(!modifying)}>
              {selection.ids.size > 0 ? `Modify Stock (${selection.ids.size} ticked)` : 'Modify Stock'}
            </ModifyStockToggle>
          )}
        />
      )}
    </StockLayout>
  );
}
