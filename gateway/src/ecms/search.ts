// A grid filter turned into fleet-api's ECMS search (spec 3 §5 ECMS search): ecms_id, hub serial and the
// batches become numbers, the dates "YYYY-MM-DD", a status name typed is matched to its id ignoring case;
// a value that cannot be read is BAD_USER_INPUT naming the column. Searching a contact detail needs the
// "address" right, or the search itself would reveal what the caller may not see.
import { ecmsColumn, ecmsStatusId, reportDay } from '@hub/domain';
import type { EcmsView } from '@hub/domain';
import { GraphQLError } from 'graphql';
import type { EcmsFilter, EcmsStatus } from '../__generated__/resolvers-types.js';
import { badInput } from '../common/connection.js';
import { camelCase } from '../common/userErrors.js';
import { CONTACT_FIELDS, ECMS_FIELD_COLUMN } from './ecmsRow.js';

export interface EcmsSearch {
  view: EcmsView;
  search: Record<string, string | number>;
}

// extensions.field names the column as the schema's camelCase name (HUB_BATCH → hubBatch).
const refused = (message: string, field: string) =>
  new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', field: camelCase(field.toLowerCase()) },
  });

/** Whether the filter searches the status by name (so the statuses must be looked up first). */
export const searchesStatusName = (filter: EcmsFilter | null | undefined) =>
  (filter?.columns ?? []).some(
    (c) => c.field === 'STATUS' && !/^\s*\d+\s*$/.test(c.value) && c.value.trim() !== '',
  );

export function ecmsSearch(
  filter: EcmsFilter | null | undefined,
  seesContacts: boolean,
  statuses: readonly EcmsStatus[] = [],
): EcmsSearch {
  const search: Record<string, string | number> = {};
  for (const { field, value } of filter?.columns ?? []) {
    const name = ECMS_FIELD_COLUMN[field];
    const column = ecmsColumn(name);
    if (column === undefined) throw badInput(`${field} is not a column of the ECMS register.`);
    if (name in search) throw badInput(`${field} is filtered twice.`);
    const text = value.trim();
    if (text === '') continue;
    if (CONTACT_FIELDS.has(field) && !seesContacts)
      throw new GraphQLError(`Searching ${column.header} needs the "address" right.`, {
        extensions: { code: 'FORBIDDEN', field: camelCase(field.toLowerCase()) },
      });
    if (column.type === 'number') {
      const number = Number(text);
      if (!/^\d+$/.test(text) || !Number.isSafeInteger(number))
        throw refused(`${column.header}: type a whole number.`, field);
      search[name] = number;
    } else if (column.type === 'status') {
      const id = /^\d+$/.test(text) ? Number(text) : ecmsStatusId(statuses, text);
      if (id === null) throw refused(`${column.header}: no status is named "${text}".`, field);
      search[name] = id;
    } else if (column.type === 'date' || column.type === 'dateTime') {
      const day = reportDay(text);
      if (day === null) throw refused(`${column.header}: type a date, e.g. 2027-02-20.`, field);
      search[name] = day;
    } else {
      search[name] = text;
    }
  }
  return { view: (filter?.view?.toLowerCase() ?? 'all') as EcmsView, search };
}
