import { Table } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AdminListTable } from './AdminListTable';

const failure = new Error('The server could not be reached.');

function list(state: { loaded: boolean; error?: Error; loading?: boolean }, onRetry = vi.fn()) {
  return (
    <AdminListTable
      header={<Table.ColumnHeader>Name</Table.ColumnHeader>}
      columns={1}
      maxH="20rem"
      loaded={state.loaded}
      error={state.error}
      loading={state.loading ?? false}
      failedTitle="The things could not be loaded."
      onRetry={onRetry}
    >
      <Table.Row>
        <Table.Cell>A row</Table.Cell>
      </Table.Row>
    </AdminListTable>
  );
}

describe('AdminListTable', () => {
  it('says Loading... under the header until the query answers', () => {
    renderWithProviders(list({ loaded: false }));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('shows the rows once loaded', () => {
    renderWithProviders(list({ loaded: true }));
    expect(screen.getByText('A row')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('shows the failed-load row with its retry instead of the rows (spec 3 §8)', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(list({ loaded: true, error: failure }, onRetry));
    expect(screen.getByText('The things could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('A row')).toBeNull();
    expect(screen.queryByText('Loading...')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps the rows out while a retry after a failure is under way', () => {
    renderWithProviders(list({ loaded: true, error: failure, loading: true }));
    expect(screen.queryByText('The things could not be loaded.')).toBeNull();
    expect(screen.queryByText('A row')).toBeNull();
  });
});
