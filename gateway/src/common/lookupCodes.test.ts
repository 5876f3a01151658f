import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_TYPE_ID,
  INSTALLATION_STATE_ID,
  customerTypeOf,
  installationStateOf,
} from './lookupCodes.js';

describe('lookup codes', () => {
  it('turn every enum value into its id and back', () => {
    for (const [name, id] of Object.entries(CUSTOMER_TYPE_ID)) expect(customerTypeOf(id)).toBe(name);
    for (const [name, id] of Object.entries(INSTALLATION_STATE_ID))
      expect(installationStateOf(id)).toBe(name);
    expect(new Set(Object.values(CUSTOMER_TYPE_ID)).size).toBe(Object.keys(CUSTOMER_TYPE_ID).length);
    expect(new Set(Object.values(INSTALLATION_STATE_ID)).size).toBe(
      Object.keys(INSTALLATION_STATE_ID).length,
    );
  });

  it('answer null for an unset id and for a lookup row the enum does not name', () => {
    expect(customerTypeOf(null)).toBeNull();
    expect(customerTypeOf(undefined)).toBeNull();
    expect(customerTypeOf(0)).toBeNull();
    expect(customerTypeOf(99)).toBeNull();
    expect(installationStateOf(null)).toBeNull();
    expect(installationStateOf(8)).toBeNull();
  });
});
