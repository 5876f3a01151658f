import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('scrypt passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('demo');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(await verifyPassword('demo', stored)).toBe(true);
    expect(await verifyPassword('Demo', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts each hash, so equal passwords do not give equal hashes', async () => {
    expect(await hashPassword('demo')).not.toBe(await hashPassword('demo'));
  });

  it('refuses everything for a profile without a password or with a damaged hash', async () => {
    expect(await verifyPassword('demo', null)).toBe(false);
    expect(await verifyPassword('demo', 'plain-text-demo')).toBe(false);
  });
});
