// The CustomerType and InstallationState enums against the upstream's lookup ids (customer_types,
// installation_states), in one place: filters turn enum values into ids, and fields that carry an id
// also offer the enum value it names.
import type { CustomerType, InstallationState } from '../__generated__/resolvers-types.js';

/** The customer_types ids, in the enum's order (1 Residential … 5 Commercial). */
export const CUSTOMER_TYPE_ID: Readonly<Record<CustomerType, number>> = {
  RESIDENTIAL: 1,
  SEAI_TRIAL: 2,
  LANDLORD: 3,
  STAFF_TEST: 4,
  COMMERCIAL: 5,
};

/** The installation_states ids (1 In stock … 7 Removed; 4 to 6 are the installed states). */
export const INSTALLATION_STATE_ID: Readonly<Record<InstallationState, number>> = {
  IN_STOCK: 1,
  ALLOCATED: 2,
  SCHEDULED: 3,
  INSTALLED: 4,
  INSTALLED_COMMISSIONED: 5,
  INSTALLED_FAULTY: 6,
  REMOVED: 7,
};

function inverse<K extends string>(ids: Readonly<Record<K, number>>): ReadonlyMap<number, K> {
  return new Map(Object.entries(ids).map(([name, id]) => [id as number, name as K]));
}
const CUSTOMER_TYPE_OF_ID = inverse(CUSTOMER_TYPE_ID);
const INSTALLATION_STATE_OF_ID = inverse(INSTALLATION_STATE_ID);

/** The enum value of a customer_types id; null when unset or a row the enum does not name. */
export const customerTypeOf = (id: number | null | undefined): CustomerType | null =>
  (id === null || id === undefined ? undefined : CUSTOMER_TYPE_OF_ID.get(id)) ?? null;

/** The enum value of an installation_states id; null when unset or a row the enum does not name. */
export const installationStateOf = (id: number | null | undefined): InstallationState | null =>
  (id === null || id === undefined ? undefined : INSTALLATION_STATE_OF_ID.get(id)) ?? null;
