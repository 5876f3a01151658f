import { describe, expect, it } from 'vitest';
import { supersedingMachineId } from './machineId.js';

const GUID = '3f2b8c1e-9a4d-4e6f-b2c3-1d5e7f9a0b4c';

describe('supersedingMachineId', () => {
  it('gives the GUID when the machine id is GUID, underscore, four digits and a suffix', () => {
    expect(supersedingMachineId(`${GUID}_2019a`)).toBe(GUID);
    expect(supersedingMachineId(`${GUID}_0001-replaced`)).toBe(GUID);
    expect(supersedingMachineId(`${GUID.toUpperCase()}_2020x`)).toBe(GUID.toUpperCase());
  });

  it('gives null for a plain GUID or anything that does not have the whole form', () => {
    expect(supersedingMachineId(GUID)).toBeNull();
    expect(supersedingMachineId(`${GUID}_2019`)).toBeNull();
    expect(supersedingMachineId(`${GUID}_201x`)).toBeNull();
    expect(supersedingMachineId(`${GUID}-2019a`)).toBeNull();
    expect(supersedingMachineId(`${GUID.slice(1)}_2019a`)).toBeNull();
    expect(supersedingMachineId(`x${GUID}_2019a`)).toBeNull();
    expect(supersedingMachineId('HUB-000123')).toBeNull();
    expect(supersedingMachineId(null)).toBeNull();
  });
});
