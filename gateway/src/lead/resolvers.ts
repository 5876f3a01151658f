// The leads grids (spec 3 §2.2–§2.4, §3, §5, §7 Leads): pages of a view's leads by offset with their
// total, every matching uid for select-all, a cell's edit, bulk updates (previewed for large ones), a new
// lead, and the CSV export. Uploads go through the gateway's upload route (UPLOAD_TARGETS "leads").
import { leadField, leadValueFromText } from '@hub/domain';
import type { LeadField, UserError } from '../__generated__/resolvers-types.js';
import { contactDetailsHidden } from '../auth/rights.js';
import {
  PAGE_LIMITS,
  offsetConnection,
  offsetPage,
  totalCountIfSelected,
  withTotalCount,
} from '../common/connection.js';
import { userErrorCode } from '../common/userErrors.js';
import { requireSession } from '../context.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { UpstreamError } from '../upstream/errors.js';
import { addLeadFields, bulkFields } from './changes.js';
import { leadsCsv, leadsCsvFilename } from './csv.js';
import { fieldName, leadFieldName, toLead } from './leadRow.js';
import {
  addLead,
  countLeads,
  fetchLeadPage,
  fetchLeadsForCsv,
  fetchLeadUids,
  saveLeadChanges,
} from './rest.js';
import { leadSearch } from './search.js';

const KIND = 'lead';

/**
 * A refusal by fleet-api (400, 404) as user errors with the schema's field names; other faults stay errors.
 * A 404 is a uid that names no lead: NOT_FOUND on the input's uid field (`uidField`), as docs/api.md
 * promises scripts that branch on the code.
 */
function refusal(error: unknown, uidField: string | null = null): UserError[] {
  if (error instanceof UpstreamError && (error.code === 'BAD_USER_INPUT' || error.code === 'NOT_FOUND')) {
    const code = userErrorCode(error.message, error.upstreamStatus);
    return error.fieldErrors.length > 0
      ? error.fieldErrors.map((e) => ({
          field: e.field && leadFieldName(e.field),
          message: e.message,
          code: userErrorCode(e.message, error.upstreamStatus),
        }))
      : [{ field: error.upstreamStatus === 404 ? uidField : null, message: error.message, code }];
  }
  throw error;
}

const enumOf = (name: string) => name.toUpperCase() as LeadField;

export const resolvers: Resolvers = {
  Lead: { contactDetailsHidden },
  Query: {
    leads: async (_, { filter, first, after, last, before, offset }, ctx, info) => {
      requireSession(ctx);
      const search = leadSearch(filter);
      const page = offsetPage({ first, after, last, before, offset }, search, KIND, PAGE_LIMITS);
      const count = totalCountIfSelected(info, () => countLeads(ctx.upstream, search));
      const rows = await fetchLeadPage(ctx.upstream, search, page.offset, page.fetch);
      return withTotalCount(offsetConnection(rows, page, KIND, toLead), count);
    },
    leadIds: async (_, { filter }, ctx) => {
      requireSession(ctx);
      return fetchLeadUids(ctx.upstream, leadSearch(filter));
    },
  },
  Mutation: {
    updateLead: async (_, { input }, ctx) => {
      requireSession(ctx);
      const name = fieldName(input.field);
      const field = leadField(name);
      const errorField = leadFieldName(name);
      if (field === undefined || !field.editable)
        return {
          lead: null,
          userErrors: [{ field: errorField, message: `${field?.header ?? name} cannot be changed.` }],
        };
      const converted = leadValueFromText(field, input.value);
      if (!converted.ok)
        return { lead: null, userErrors: [{ field: errorField, message: converted.message }] };
      try {
        const answer = await saveLeadChanges(
          ctx.upstream,
          [{ uid: input.uid, [name]: converted.value }],
          false,
        );
        const row = answer.rows[0];
        return { lead: row ? toLead(row) : null, userErrors: [] };
      } catch (error) {
        return { lead: null, userErrors: refusal(error, 'uid') };
      }
    },
    bulkUpdateLeads: async (_, { input }, ctx) => {
      requireSession(ctx);
      const uids = [...new Set(input.uids)];
      const none = { applied: false, leads: uids.length, changed: 0, fields: [] };
      if (uids.length === 0)
        return { ...none, userErrors: [{ field: 'uids', message: 'Give at least one uid.' }] };
      if (uids.length > 200_000)
        return {
          ...none,
          userErrors: [{ field: 'uids', message: 'At most 200,000 leads can be updated at once.' }],
        };
      const { fields, userErrors } = bulkFields(input.changes);
      if (userErrors.length > 0) return { ...none, userErrors };
      const preview = input.preview ?? false;
      try {
        const answer = await saveLeadChanges(
          ctx.upstream,
          uids.map((uid) => ({ uid, ...fields })),
          preview,
        );
        return {
          applied: !preview,
          leads: answer.leads,
          changed: answer.changed,
          fields: answer.fields.map((f) => ({ field: enumOf(f.field), changed: f.changed })),
          userErrors: [],
        };
      } catch (error) {
        return { ...none, userErrors: refusal(error, 'uids') };
      }
    },
    addLead: async (_, { input }, ctx) => {
      requireSession(ctx);
      try {
        return { lead: toLead(await addLead(ctx.upstream, addLeadFields(input))), userErrors: [] };
      } catch (error) {
        return { lead: null, userErrors: refusal(error) };
      }
    },
    exportLeads: async (_, { input }, ctx) => {
      requireSession(ctx);
      const rows = await fetchLeadsForCsv(ctx.upstream, input?.uids ?? [], leadSearch(input?.filter));
      return { filename: leadsCsvFilename(new Date()), csv: leadsCsv(rows), rowCount: rows.length };
    },
  },
};
