import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('Hundeleine1');
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifyPassword('Hundeleine1', hash)).toBe(true);
    expect(await verifyPassword('hundeleine1', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Hundeleine1')).not.toBe(await hashPassword('Hundeleine1'));
  });

  it('rejects malformed hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});
