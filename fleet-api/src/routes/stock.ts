// Stock (spec 2 §2 Stock, §7 Stock and Installations): the paged stock list, bulk modify with a
// preview, the three summary tables, and installation jobs for the status view. The installer upload
// lives in routes/installUpload.ts.
import { signedIn } from '../auth/hook.js';
import { ok, responses } from '../http/envelope.js';
import { defineRoutes } from '../http/routeArea.js';
import { installationJobSchema, installationJobs } from '../stock/installations.js';
import { stockItemSchema, stockPage, stockQuerySchema } from '../stock/list.js';
import type { StockQuery } from '../stock/list.js';
import {
  applyStockModify,
  checkedChanges,
  planStockModify,
  stockModifyBodySchema,
  stockModifyPlanSchema,
} from '../stock/modify.js';
import type { StockChangesBody } from '../stock/modify.js';
import {
  installerRowSchema,
  locationRowSchema,
  officeRowSchema,
  stockInstallers,
  stockLocations,
  stockOffice,
} from '../stock/summary.js';

interface ModifyBody {
  hubIds: number[];
  changes: StockChangesBody;
  preview: boolean;
}

export default defineRoutes('/api/private', async (app) => {
  app.get<{ Querystring: StockQuery }>(
    '/stock',
    {
      schema: {
        summary: 'One page of stock items, filtered on one field, sorted by it (then hub id)',
        description:
          'sortby names the field; sortvalue, when given, keeps the rows whose field equals it; ascdesc ' +
          'orders. limit/offset page the result (the original answered every hub at once); total_count ' +
          'counts every matching row.',
        querystring: stockQuerySchema,
        response: responses({
          type: 'object',
          required: ['total_count', 'rows'],
          properties: { total_count: { type: 'integer' }, rows: { type: 'array', items: stockItemSchema } },
        }),
      },
    },
    async (request) => ok(await stockPage(app.db, request.query)),
  );

  app.post<{ Body: ModifyBody }>(
    '/stock',
    {
      schema: {
        summary: 'Apply the same stock changes to many hubs, all or none; preview:true only reports',
        description:
          'Date rules answer 400 with the spec messages, an id no lookup row has 400 on its field ' +
          '("Stock status 999 does not exist."), preview or not. Ids below 1, SEAI groups outside 0..6 and ' +
          'empty dates are dropped. A hub id that does not exist refuses the whole batch (400, field hubIds). ' +
          'Each changed hub gets a "stock" line in its action log.',
        body: stockModifyBodySchema,
        response: responses(stockModifyPlanSchema),
      },
    },
    async (request) => {
      const { hubIds, preview } = request.body;
      const changes = await checkedChanges(app.db, request.body.changes);
      if (preview) return ok(await planStockModify(app.db, hubIds, changes));
      return ok(await applyStockModify(app.db, hubIds, changes, signedIn(request)));
    },
  );

  app.get(
    '/stock_locations',
    {
      schema: {
        summary: 'Hub count per shipment and stock location',
        response: responses({ type: 'array', items: locationRowSchema }),
      },
    },
    async () => ok(await stockLocations(app.db)),
  );

  app.get(
    '/stock_office',
    {
      schema: {
        summary: 'Hub count per shipment and office status',
        response: responses({ type: 'array', items: officeRowSchema }),
      },
    },
    async () => ok(await stockOffice(app.db)),
  );

  app.get(
    '/stock_installers',
    {
      schema: {
        summary: 'Per installer company, shipment and installer: hubs available and installed',
        response: responses({ type: 'array', items: installerRowSchema }),
      },
    },
    async () => ok(await stockInstallers(app.db)),
  );

  app.get<{ Querystring: { from?: string } }>(
    '/installations',
    {
      schema: {
        summary: 'Installation jobs uploaded at or after `from` (every job without it), newest first',
        querystring: {
          type: 'object',
          properties: { from: { type: 'string', format: 'date-time' } },
        },
        response: responses({ type: 'array', items: installationJobSchema }),
      },
    },
    async (request) => ok(await installationJobs(app.db, request.query.from)),
  );
});
