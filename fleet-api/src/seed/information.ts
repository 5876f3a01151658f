import type { SeedContext, SeededHub } from './context.js';
import { DAY_MS, isoDate } from './context.js';
import { INSTALLERS, SHIPMENT_SIZES } from './lookups.js';
import type { Random } from './random.js';
import { insertRows } from './insertRows.js';

const NOTES = [
  'Prefers contact by email.',
  'Key with neighbour at no. 12.',
  'Dog on premises, ring ahead.',
  'Elderly customer, call the daughter on the mobile first.',
  'Works nights; call after 2pm.',
  'Boiler in the garage, hub on the hall wall.',
  'Asked about a second zone.',
];

// Hubs went out in shipments of SHIPMENT_SIZES units, ten to a carton, in hub id order.
function shipmentOf(index: number): { shipment: number; carton: number } {
  let start = 0;
  for (const [i, size] of SHIPMENT_SIZES.entries()) {
    if (index < start + size) return { shipment: i + 1, carton: Math.floor((index - start) / 10) + 1 };
    start += size;
  }
  const last = SHIPMENT_SIZES.length;
  return { shipment: last, carton: (Math.floor((index - start) / 10) % 100) + 1 };
}

function customerType(random: Random): number {
  return random.weighted([
    [1, 80],
    [2, 10],
    [3, 5],
    [4, 3],
    [5, 2],
  ] as const);
}

function stored(random: Random, phone: string): string {
  // Most numbers were typed in national form; some with the country code.
  return random.chance(0.1) ? `+353${phone.slice(1)}` : phone;
}

function record(random: Random, ctx: SeedContext, hub: SeededHub, index: number) {
  const { shipment, carton } = shipmentOf(index);
  const dispatchedAt = new Date(hub.created.getTime() + random.int(7, 30) * DAY_MS);
  const dispatched = dispatchedAt.getTime() < ctx.now.getTime() ? isoDate(dispatchedAt) : null;
  const base = {
    hubid: hub.hubid,
    country: 'Ireland',
    shipment_number: shipment,
    carton_number: carton,
    stock_docket_number: dispatched ? random.int(10_000, 99_999) : null,
    dispatched,
    seai_trial_group: null as number | null,
    customer_type_id: null as number | null,
    updated: hub.created,
  };
  const who = hub.person;
  if (who === null) {
    return {
      ...base,
      stock_status_id: dispatched ? 3 : 1,
      stock_location_id: dispatched ? random.int(3, 5) : random.int(1, 2),
      stock_office_status_id: dispatched ? 4 : random.int(1, 3),
      installation_state_id: dispatched ? 2 : 1,
      installed: null,
      installer_id: null,
    };
  }
  const installedAt = new Date(dispatchedAt.getTime() + random.int(3, 40) * DAY_MS);
  const installed = installedAt.getTime() < ctx.now.getTime() ? isoDate(installedAt) : null;
  const state = hub.superseded
    ? 7
    : installed
      ? random.weighted([
          [4, 30],
          [5, 65],
          [6, 5],
        ] as const)
      : 3;
  const installerId = installed ? random.int(1, INSTALLERS.length) : null;
  const typeId = customerType(random);
  ctx.installations.set(hub.hubid, {
    hubid: hub.hubid,
    person: who,
    installed,
    installerId,
    installationStateId: state,
  });
  return {
    ...base,
    name: `${who.firstName} ${who.lastName}`,
    address: who.address,
    city: who.city,
    // A few were typed before the console stored postcodes normalised.
    postcode: random.chance(0.03)
      ? `${who.eircode.slice(0, 3)} ${who.eircode.slice(3)}`.toLowerCase()
      : who.eircode,
    contact_phone: random.chance(0.6) ? stored(random, who.phone) : null,
    contact_mobile: stored(random, who.mobile),
    contact_email: random.chance(0.85) ? who.email : null,
    contact_note: random.chance(0.2) ? random.pick(NOTES) : null,
    stock_status_id: hub.superseded ? 5 : installed ? 4 : 2,
    stock_location_id: hub.superseded ? 1 : 6,
    stock_office_status_id: 4,
    customer_type_id: typeId,
    seai_trial_group: typeId === 2 ? random.int(0, 5) : null,
    installation_state_id: state,
    installed,
    installer_id: installerId,
  };
}

export async function seedInformation(ctx: SeedContext): Promise<void> {
  const random = ctx.random('information');
  const rows = ctx.hubs
    .map((hub, index) => ({ hub, index }))
    // A few hubs have never had their information saved: they show the spec's defaults.
    .filter(() => !random.chance(0.03))
    .map(({ hub, index }) => record(random, ctx, hub, index));
  await insertRows(ctx.tx, 'hub_information', rows);
}
