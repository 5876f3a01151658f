// The ECMS register (spec 3 §2.5, §3, §5, §7 ECMS): pages of a view by offset or cursor with their total,
// every matching MPRN for select-all, the bulk change, removal and its undo, and the scheme's report.
import { ecmsRemoveProblems } from '@hub/domain';
import { ecmsReportCsv, ecmsReportFilename } from '@hub/domain/ecmsReport';
import type { EcmsFilter, EcmsStatus, UserError } from '../__generated__/resolvers-types.js';
import { contactDetailsHidden, seesContactDetails } from '../auth/rights.js';
import {
  PAGE_LIMITS,
  checkOffsetArgs,
  offsetConnection,
  offsetPage,
  totalCountIfSelected,
  withTotalCount,
} from '../common/connection.js';
import { toUserErrors } from '../common/userErrors.js';
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { lookupTable } from '../lookup/lookups.js';
import { UpstreamError } from '../upstream/errors.js';
import { ecmsBulkPayload } from './bulkInput.js';
import { toEcmsRow } from './ecmsRow.js';
import {
  countEcms,
  fetchEcmsForReport,
  fetchEcmsMprns,
  fetchEcmsPage,
  removeEcms,
  restoreEcms,
  uploadEcms,
} from './rest.js';
import { ecmsSearch, searchesStatusName } from './search.js';
import type { EcmsSearch } from './search.js';

const KIND = 'ecms';

async function ecmsStatuses(ctx: GatewayContext): Promise<EcmsStatus[]> {
  const entries = await lookupTable(ctx, 'ECMS_STATUS');
  return entries.map((entry) => ({ id: entry.key, text: entry.description }));
}

/** The search of a filter; the statuses are looked up (cached) only when a status is typed by name. */
async function searchOf(
  ctx: GatewayContext,
  filter: EcmsFilter | null | undefined,
  contacts: boolean,
): Promise<EcmsSearch> {
  const statuses = searchesStatusName(filter) ? await ecmsStatuses(ctx) : [];
  return ecmsSearch(filter, contacts, statuses);
}

/** A refusal of fleet-api that is the caller's to fix (unknown MPRN, already removed): user errors on mprn. */
function mprnRefusal(error: unknown): UserError[] | null {
  if (error instanceof UpstreamError && (error.code === 'NOT_FOUND' || error.code === 'CONFLICT'))
    return toUserErrors(error).map((userError) => ({ ...userError, field: 'mprn' }));
  return null;
}

export const resolvers: Resolvers = {
  EcmsRow: { contactDetailsHidden },
  Query: {
    ecmsRows: async (_, { filter, first, after, last, before, offset }, ctx, info) => {
      checkOffsetArgs({ first, after, last, before, offset });
      const contacts = await seesContactDetails(ctx);
      const search = await searchOf(ctx, filter, contacts);
      const page = offsetPage({ first, after, last, before, offset }, search, KIND, PAGE_LIMITS);
      const count = totalCountIfSelected(info, () => countEcms(ctx.upstream, search));
      const rows = page.fetch === 0 ? [] : await fetchEcmsPage(ctx.upstream, search, page.offset, page.fetch);
      return withTotalCount(
        offsetConnection(rows, page, KIND, (row) => toEcmsRow(row, contacts)),
        count,
      );
    },
    ecmsMprns: async (_, { filter }, ctx) =>
      fetchEcmsMprns(ctx.upstream, await searchOf(ctx, filter, await seesContactDetails(ctx))),
    ecmsStatuses: (_, __, ctx) => ecmsStatuses(ctx),
  },
  Mutation: {
    updateEcmsRows: async (_, { input }, ctx) => {
      requireSession(ctx);
      const converted = ecmsBulkPayload(input);
      if (!converted.ok) return { updatedCount: 0, unknownMprns: [], userErrors: converted.userErrors };
      try {
        const { updated, unknown } = await uploadEcms(ctx.upstream, converted.payload);
        return { updatedCount: updated.length, unknownMprns: unknown, userErrors: [] };
      } catch (error) {
        if (error instanceof UpstreamError && error.code === 'BAD_USER_INPUT')
          return { updatedCount: 0, unknownMprns: [], userErrors: toUserErrors(error) };
        throw error;
      }
    },
    removeEcmsRow: async (_, { input }, ctx) => {
      // One MPRN of digits, as the form asks: anything else is said on the field without asking the register.
      const problems = ecmsRemoveProblems(input);
      if (problems.length > 0) return { ecmsRow: null, userErrors: problems };
      const contacts = await seesContactDetails(ctx);
      try {
        return {
          ecmsRow: toEcmsRow(await removeEcms(ctx.upstream, input.mprn.trim()), contacts),
          userErrors: [],
        };
      } catch (error) {
        const refusal = mprnRefusal(error);
        if (refusal) return { ecmsRow: null, userErrors: refusal };
        throw error;
      }
    },
    restoreEcmsRow: async (_, { input }, ctx) => {
      const contacts = await seesContactDetails(ctx);
      try {
        return {
          ecmsRow: toEcmsRow(await restoreEcms(ctx.upstream, input.mprn.trim()), contacts),
          userErrors: [],
        };
      } catch (error) {
        const refusal = mprnRefusal(error);
        if (refusal) return { ecmsRow: null, userErrors: refusal };
        throw error;
      }
    },
    exportEcmsReport: async (_, { input }, ctx) => {
      // The report is the scheme administrator's record of each home: without the address right it
      // would go out with every address and phone missing, so it is not made at all.
      if (!(await seesContactDetails(ctx)))
        return {
          filename: null,
          csv: null,
          rowCount: 0,
          userErrors: [
            { field: null, message: 'The ECMS report holds addresses: it needs the address right.' },
          ],
        };
      const search = await searchOf(ctx, input.filter, true);
      const rows = await fetchEcmsForReport(ctx.upstream, input.mprns ?? [], search);
      const csv = ecmsReportCsv(
        rows.map((row) => ({
          mprn: row.mprn,
          addressLine1: row.address_line_1,
          addressLine2: row.address_line_2,
          contactMobile: row.contact_mobile,
          postCode: row.post_code,
          endTime: row.end_time,
          companyCode: row.company_code,
        })),
      );
      return { filename: ecmsReportFilename(new Date()), csv, rowCount: rows.length, userErrors: [] };
    },
  },
};
