// The installation reports grid (spec 2 §2, §3, §5, §7): pages of rows by offset with their total,
// every matching uid for select-all, one cell's edit, and the CSV export.
import { installationReportColumn, reportEditValue } from '@hub/domain';
import { GraphQLError } from 'graphql';
import {
  PAGE_LIMITS,
  checkOffsetArgs,
  offsetConnection,
  offsetPage,
  totalCountIfSelected,
  withTotalCount,
} from '../common/connection.js';
import { contactDetailsHidden, seesContactDetails } from '../auth/rights.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { UpstreamError } from '../upstream/errors.js';
import { reportsCsv, reportsCsvFilename } from './csv.js';
import { columnName, reportFieldName, toInstallationReport, visibleRow } from './reportRow.js';
import {
  countReports,
  fetchReportPage,
  fetchReportsForCsv,
  fetchReportUids,
  saveReportCell,
} from './rest.js';
import { reportSearch } from './search.js';

const KIND = 'installationReport';

export const resolvers: Resolvers = {
  InstallationReport: { contactDetailsHidden },
  Query: {
    installationReports: async (_, { filter, ...args }, ctx, info) => {
      checkOffsetArgs(args);
      const contacts = await seesContactDetails(ctx);
      const search = reportSearch(filter, contacts);
      const page = offsetPage(args, search, KIND, PAGE_LIMITS);
      const count = totalCountIfSelected(info, () => countReports(ctx.upstream, search));
      const rows = await fetchReportPage(ctx.upstream, search, page.offset, page.fetch);
      const connection = offsetConnection(rows, page, KIND, (row) =>
        toInstallationReport(visibleRow(row, contacts)),
      );
      return withTotalCount(connection, count);
    },
    installationReportIds: async (_, { filter }, ctx) => {
      const search = reportSearch(filter, await seesContactDetails(ctx));
      return fetchReportUids(ctx.upstream, search);
    },
  },
  Mutation: {
    updateInstallationReport: async (_, { input }, ctx) => {
      const contacts = await seesContactDetails(ctx);
      const name = columnName(input.field);
      const field = reportFieldName(name);
      const column = installationReportColumn(name);
      if (column === undefined)
        throw new GraphQLError(`${input.field} is not a column`, { extensions: { code: 'BAD_USER_INPUT' } });
      if (column.contact && !contacts)
        throw new GraphQLError(`Changing ${name} needs the address right.`, {
          extensions: { code: 'FORBIDDEN' },
        });
      const converted = reportEditValue(column, input.value);
      if (!converted.ok)
        return { installationReport: null, userErrors: [{ field, message: converted.message }] };
      try {
        const row = await saveReportCell(ctx.upstream, input.uid, name, converted.value);
        return { installationReport: toInstallationReport(visibleRow(row, contacts)), userErrors: [] };
      } catch (error) {
        if (error instanceof UpstreamError && error.code === 'NOT_FOUND')
          return {
            installationReport: null,
            userErrors: [
              { field: 'uid', message: `No installation report has uid ${input.uid}.`, code: 'NOT_FOUND' },
            ],
          };
        if (error instanceof UpstreamError && error.code === 'BAD_USER_INPUT')
          return {
            installationReport: null,
            userErrors: error.fieldErrors.length
              ? error.fieldErrors.map((e) => ({
                  field: e.field && reportFieldName(e.field),
                  message: e.message,
                }))
              : [{ field, message: error.message }],
          };
        throw error;
      }
    },
    exportInstallationReports: async (_, { input }, ctx) => {
      const contacts = await seesContactDetails(ctx);
      const search = reportSearch(input?.filter, contacts);
      const rows = await fetchReportsForCsv(ctx.upstream, input?.uids ?? [], search);
      return {
        filename: reportsCsvFilename(new Date()),
        csv: reportsCsv(rows.map((row) => visibleRow(row, contacts))),
        rowCount: rows.length,
        userErrors: [],
      };
    },
  },
};
