// Query.stockSummary: the three summary tables, with shipment sizes and company names from the
// cached lookups (shipment, companies) rather than joined per row upstream.
import type { GatewayContext } from '../context.js';
import { lookupTable } from '../lookup/lookups.js';
import { fetchStockInstallers, fetchStockLocations, fetchStockOffice } from './rest.js';

export async function stockSummary(ctx: GatewayContext) {
  const [locations, office, installers, shipments, companies] = await Promise.all([
    fetchStockLocations(ctx.upstream),
    fetchStockOffice(ctx.upstream),
    fetchStockInstallers(ctx.upstream),
    lookupTable(ctx, 'SHIPMENT'),
    lookupTable(ctx, 'COMPANIES'),
  ]);
  const sizes = new Map(
    shipments.map((s) => [s.key, Number((s.raw as Record<string, unknown>)['shipment_size'])]),
  );
  const companyNames = new Map(companies.map((c) => [c.key, c.description]));
  return {
    locations: locations.map((row) => ({
      shipmentNumber: row.shipment_number,
      shipmentSize: row.shipment_number === null ? null : (sizes.get(row.shipment_number) ?? null),
      location: row.name,
      unitCount: row.unit_count,
    })),
    officeStatuses: office.map((row) => ({
      shipmentNumber: row.shipment_number,
      officeStatus: row.stock_office_status_details,
      unitCount: row.unit_count,
    })),
    installers: installers.map((row) => ({
      companyId: row.installed_company_id,
      companyName: companyNames.get(row.installed_company_id) ?? `Company ${row.installed_company_id}`,
      shipmentNumber: row.installed_shipment_number,
      installerId: row.installer_id,
      installerName: row.installed_installer_name,
      availableCount: row.available_unit_count,
      installedCount: row.installed_unit_count,
    })),
  };
}
