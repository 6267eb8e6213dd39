import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { DEFAULT_PASSWORD_HASH_COST, hashPassword, setPasswordHashCost, verifyPassword } from './secrets';

describe('the password hash cost (decision 0057)', () => {
  afterEach(() => setPasswordHashCost(DEFAULT_PASSWORD_HASH_COST));

  it('hashes at N=2^15 unless told otherwise, and a cheaper hash still verifies after the cost goes back up', async () => {
    const { PASSWORD_HASH_COST: configured } = loadConfig({});
    expect(configured).toBe(15);
    // What an app built on that configuration sets (test apps built earlier in this worker set a cheaper one).
    setPasswordHashCost(configured);
    expect((await hashPassword('tajna lozinka')).split('$')[1]).toBe(String(2 ** 15));

    setPasswordHashCost(10);
    const cheap = await hashPassword('tajna lozinka');
    expect(cheap.split('$')[1]).toBe('1024');

    setPasswordHashCost(DEFAULT_PASSWORD_HASH_COST);
    expect(await verifyPassword('tajna lozinka', cheap)).toBe(true);
    expect(await verifyPassword('druga lozinka', cheap)).toBe(false);
  });

  it('refuses a cost under 15 in production, and anything out of 10–20 anywhere, naming the variable', () => {
    expect(loadConfig({}, { NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST).toBe(10);
    expect(() => loadConfig({}, { NODE_ENV: 'production', PASSWORD_HASH_COST: '12' })).toThrow(
      /PASSWORD_HASH_COST="12": must be at least 15/,
    );
    expect(() => loadConfig({}, { PASSWORD_HASH_COST: '9' })).toThrow(ConfigError);
    expect(() => loadConfig({}, { PASSWORD_HASH_COST: '21' })).toThrow(/must be at most 20/);
    expect(() => loadConfig({}, { PASSWORD_HASH_COST: 'high' })).toThrow(/PASSWORD_HASH_COST/);
  });
});
