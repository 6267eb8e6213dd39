import { PLATFORM_ROLES, type TPlatformRole } from '@izlog/contract/roles';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  licenceReachCondition,
  licenceReachOf,
  orderReachCondition,
  ownLicencesOf,
  reachesOwner,
} from './licence-reach';
import { COMMISSION_EARNING_ROLES, earnsCommission, type TActor } from './policy';

const platform = (role: TPlatformRole, platformUserId = 7): TActor => ({
  kind: 'platform',
  platformUserId,
  role,
  sessionId: 1,
});
const dialect = new PgDialect();
const rendered = (condition: ReturnType<typeof licenceReachCondition>) =>
  condition === undefined
    ? undefined
    : { sql: dialect.sqlToQuery(condition).sql, params: dialect.sqlToQuery(condition).params };

describe('licence reach', () => {
  it('gives the platform admin every licence and a sales user or partner their own', () => {
    expect(licenceReachOf(platform('PLATFORM_ADMIN'))).toEqual({ kind: 'all' });
    expect(licenceReachOf(platform('SALES', 7))).toEqual({ kind: 'owner', ownerId: 7 });
    expect(licenceReachOf(platform('PARTNER', 9))).toEqual({ kind: 'owner', ownerId: 9 });
  });

  it('gives every platform role its own licences alone where it acts as a buyer', () => {
    for (const role of PLATFORM_ROLES) expect(ownLicencesOf(platform(role, 5))).toEqual({ kind: 'owner', ownerId: 5 });
  });

  it('refuses a visitor (401) and a licence’s user (403): no licence reach without a platform account', () => {
    const user: TActor = { kind: 'user', userId: 1, licenceId: 1, role: 'SUPERADMIN', sessionId: 1 };
    expect(() => licenceReachOf({ kind: 'anonymous' })).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => licenceReachOf(user)).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => ownLicencesOf(user)).toThrow(expect.objectContaining({ status: 403 }));
  });

  it('covers an owner’s rows only when they are the reach’s, and an ownerless licence only for everyone', () => {
    const own = { kind: 'owner', ownerId: 7 } as const;
    expect(reachesOwner(own, 7)).toBe(true);
    expect(reachesOwner(own, 8)).toBe(false);
    expect(reachesOwner(own, null)).toBe(false);
    expect(reachesOwner({ kind: 'all' }, 8)).toBe(true);
    expect(reachesOwner({ kind: 'all' }, null)).toBe(true);
  });

  it('is a condition on the licence’s owner or the order’s buyer, and none at all for every licence', () => {
    expect(rendered(licenceReachCondition({ kind: 'owner', ownerId: 7 }))).toEqual({
      sql: '"licences"."owner_platform_user_id" = $1',
      params: [7],
    });
    expect(rendered(orderReachCondition({ kind: 'owner', ownerId: 7 }))).toEqual({
      sql: '"sales_orders"."platform_user_id" = $1',
      params: [7],
    });
    expect(licenceReachCondition({ kind: 'all' })).toBeUndefined();
    expect(orderReachCondition({ kind: 'all' })).toBeUndefined();
  });
});

describe('the policy’s partner question', () => {
  it('names the partners alone as earning a commission (not the platform admin, not a sales user)', () => {
    expect([...COMMISSION_EARNING_ROLES]).toEqual(['PARTNER']);
    expect(earnsCommission('PARTNER')).toBe(true);
    expect(earnsCommission('PLATFORM_ADMIN')).toBe(false);
    expect(earnsCommission('SALES')).toBe(false);
    expect(earnsCommission('SUPERADMIN')).toBe(false);
  });
});
