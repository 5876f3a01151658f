// A grid filter turned into the upstream's search (spec 2 §5 Report search): each column's text
// converted by the column's type with the domain's rules, refused with BAD_USER_INPUT naming the column
// when it cannot be. Searching a contact detail needs the "address" right, or the search itself would
// reveal what the caller may not see.
import { installationReportColumn, reportSearchValue } from '@hub/domain';
import { GraphQLError } from 'graphql';
import type { InstallationReportFilter } from '../__generated__/resolvers-types.js';
import { badInput } from '../common/connection.js';
import { columnName, reportFieldName } from './reportRow.js';

export interface ReportSearch {
  search: Record<string, string | number>;
  mprn: string | null;
}

export function reportSearch(
  filter: InstallationReportFilter | null | undefined,
  seesContacts: boolean,
): ReportSearch {
  const search: Record<string, string | number> = {};
  for (const { field, value } of filter?.columns ?? []) {
    const name = columnName(field);
    const column = installationReportColumn(name);
    if (column === undefined) throw badInput(`${field} is not a column of the installation reports.`);
    if (name in search) throw badInput(`${reportFieldName(name)} is filtered twice.`);
    const converted = reportSearchValue(column, value);
    if (!converted.ok)
      throw new GraphQLError(converted.message, {
        extensions: { code: 'BAD_USER_INPUT', field: reportFieldName(name) },
      });
    if (converted.value === null) continue;
    if (column.contact && !seesContacts)
      throw new GraphQLError(`Searching ${name} needs the address right.`, {
        extensions: { code: 'FORBIDDEN' },
      });
    search[name] = converted.value;
  }
  const mprn = filter?.mprn?.trim() || null;
  return { search, mprn };
}
