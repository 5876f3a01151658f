import type { ErrorLike } from '@apollo/client';
import { Table } from '@chakra-ui/react';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { LOAD_FAILED_BG } from './rowColours';

/** Spec 3 §8: a failed load keeps its error and turns the row #ff8080; no stale rows are shown with it. */
export function LoadFailedRow(props: {
  columns: number;
  title: string;
  error: ErrorLike;
  onRetry: () => void;
}) {
  return (
    <Table.Row bg={LOAD_FAILED_BG}>
      <Table.Cell colSpan={props.columns}>
        <ErrorNotice title={props.title} error={props.error} onRetry={props.onRetry} />
      </Table.Cell>
    </Table.Row>
  );
}
