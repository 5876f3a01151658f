// A grid filter turned into the upstream's search (spec 3 §5 conversions on search): each column's text
// converted by the field's type with the domain's rules, refused with BAD_USER_INPUT naming the column
// when it cannot be. Lookup names are turned into ids by the grid (it holds the lookups).
import { leadDay, leadField, leadValueFromText } from '@hub/domain';
import { GraphQLError } from 'graphql';
import type { LeadFilter } from '../__generated__/resolvers-types.js';
import { badInput } from '../common/connection.js';
import { fieldName, leadFieldName, VIEW_CODES, type LeadSearch } from './leadRow.js';

const refuse = (message: string, name: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field: leadFieldName(name) } });

export function leadSearch(filter: LeadFilter | null | undefined): LeadSearch {
  const search: LeadSearch['search'] = {};
  for (const { field: column, value } of filter?.columns ?? []) {
    const name = fieldName(column);
    const field = leadField(name);
    if (field === undefined) throw badInput(`${column} is not a lead field.`);
    if (name in search) throw badInput(`${leadFieldName(name)} is filtered twice.`);
    if (value.trim() === '') continue;
    if (field.type === 'text') search[name] = value.trim();
    else if (field.type === 'date' || field.type === 'dateTime') {
      const day = leadDay(value);
      if (day === null) throw refuse(`${field.header} must be a date such as 2020-03-01.`, name);
      search[name] = day;
    } else {
      const converted = leadValueFromText(field, value);
      if (!converted.ok) throw refuse(converted.message, name);
      if (converted.value !== null) search[name] = converted.value;
    }
  }
  return { view: VIEW_CODES[filter?.view ?? 'ALL'], search };
}
