// The bulk panel's and the Add Lead panel's inputs as lead fields (snake_case, codes lower case), with
// spec 3 §5's conversions on send: numbers stay numbers, the handed-to-installer day is sent only when
// filled in, and a day typed 01/03/2020 becomes 2020-03-01; a day before 2014 is refused (spec 2 §9).
import { LEAD_NOTHING_TO_CHANGE, earliestDateProblem, leadDay } from '@hub/domain';
import type { AddLeadInput, LeadChangesInput, UserError } from '../__generated__/resolvers-types.js';

type Fields = Record<string, string | number | boolean>;

const lower = (value: string | null | undefined) => (value ? value.toLowerCase() : undefined);

function defined(values: Record<string, string | number | boolean | null | undefined>): Fields {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== null && v !== undefined),
  ) as Fields;
}

export function bulkFields(changes: LeadChangesInput): { fields: Fields; userErrors: UserError[] } {
  const userErrors: UserError[] = [];
  let handed: string | undefined;
  const typed = changes.handedToInstaller?.trim();
  if (typed) {
    const day = leadDay(typed);
    if (day === null)
      userErrors.push({
        field: 'handedToInstaller',
        message: 'Handed To Installer must be a date such as 2020-03-01.',
      });
    else {
      const early = earliestDateProblem('handedToInstaller', 'Handed To Installer', day);
      if (early) userErrors.push(early);
      else handed = day;
    }
  }
  const fields = defined({
    duplicate: changes.duplicate,
    fuel_type: lower(changes.fuelType),
    approved: changes.approved,
    source: lower(changes.source),
    have_wifi: changes.haveWifi,
    built_before_2007: changes.builtBefore2007,
    previous_grant: changes.previousGrant,
    use_time_clock: changes.useTimeClock,
    dead_lead: changes.deadLead,
    lead_status_id: changes.leadStatusId,
    heating_system_id: changes.heatingSystemId,
    removed: changes.removed,
    installation_batch: changes.installationBatch,
    ber: changes.ber?.trim() || undefined,
    handed_to_installer: handed,
  });
  if (userErrors.length === 0 && Object.keys(fields).length === 0)
    userErrors.push({ field: 'changes', message: LEAD_NOTHING_TO_CHANGE });
  return { fields, userErrors };
}

export function addLeadFields(input: AddLeadInput): Fields {
  return defined({
    full_name: input.fullName?.trim() || undefined,
    email: input.email?.trim() || undefined,
    address: input.address?.trim() || undefined,
    eircode: input.eircode?.trim() || undefined,
    city: input.city?.trim() || undefined,
    have_wifi: input.haveWifi,
    built_before_2007: input.builtBefore2007,
    previous_grant: input.previousGrant,
    use_time_clock: input.useTimeClock,
    duplicate: input.duplicate,
    fuel_type: lower(input.fuelType),
    lead_status_id: input.leadStatusId,
    heating_system_id: input.heatingSystemId,
    comment: input.comment?.trim() || undefined,
  });
}
