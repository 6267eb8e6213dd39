import { describe, expect, it } from 'vitest';
import { AppError, notFound } from '../http/errors';
import { authorizeOwnOr, isAuthorOf, mayActOn, ownerScope } from './ownership';
import type { TActor } from './policy';

const visitor: TActor = { kind: 'anonymous' };
const user = (role: 'CLIENT' | 'EDITOR' | 'MODERATOR', userId = 7): TActor => ({
  kind: 'user',
  userId,
  licenceId: 1,
  role,
  sessionId: 1,
});
const own = { authorId: 7 };
const others = { authorId: 8 };
const visitors = { authorId: null };

const statusOf = (run: () => unknown) => {
  try {
    run();
    return 'allowed';
  } catch (error) {
    return error instanceof AppError ? error.status : error;
  }
};

describe('isAuthorOf', () => {
  it('is true only for the signed-in author', () => {
    expect(isAuthorOf(user('CLIENT'), own)).toBe(true);
    expect(isAuthorOf(user('CLIENT'), others)).toBe(false);
    expect(isAuthorOf(visitor, own)).toBe(false);
    expect(isAuthorOf(user('CLIENT'), visitors)).toBe(false);
  });
});

describe('mayActOn', () => {
  it('lets the author act on their own item without the permission', () => {
    expect(mayActOn(user('CLIENT'), 'contents.editAny', own)).toBe(true);
  });
  it('lets a role with the permission act on anyone’s item', () => {
    expect(mayActOn(user('EDITOR'), 'contents.editAny', others)).toBe(true);
    expect(mayActOn(user('EDITOR'), 'contents.editAny', visitors)).toBe(true);
  });
  it('refuses someone else’s item to a role without the permission, and everything to a visitor', () => {
    expect(mayActOn(user('CLIENT'), 'contents.editAny', others)).toBe(false);
    expect(mayActOn(user('MODERATOR'), 'contents.editAny', others)).toBe(false);
    expect(mayActOn(visitor, 'contents.editAny', others)).toBe(false);
  });
});

describe('authorizeOwnOr', () => {
  it('returns the signed-in actor for the author and for a role with the permission', () => {
    expect(authorizeOwnOr(user('CLIENT'), 'catalogs.manageAny', own)).toMatchObject({ userId: 7 });
    expect(authorizeOwnOr(user('MODERATOR', 9), 'catalogs.manageAny', others)).toMatchObject({ userId: 9 });
  });
  it('answers 401 to a visitor, even with a custom refusal', () => {
    expect(statusOf(() => authorizeOwnOr(visitor, 'catalogs.manageAny', own))).toBe(401);
    expect(statusOf(() => authorizeOwnOr(visitor, 'catalogs.manageAny', own, notFound))).toBe(401);
  });
  it('answers 403 by default, or the given refusal, for someone else’s item', () => {
    expect(statusOf(() => authorizeOwnOr(user('CLIENT'), 'catalogs.manageAny', others))).toBe(403);
    expect(statusOf(() => authorizeOwnOr(user('CLIENT'), 'catalogs.manageAny', others, notFound))).toBe(404);
  });
});

describe('ownerScope', () => {
  it('reaches every author for a role with the permission, only one’s own otherwise', () => {
    expect(ownerScope(user('EDITOR'), 'catalogs.manageAny')).toBeNull();
    expect(ownerScope(user('CLIENT'), 'catalogs.manageAny')).toBe(7);
    expect(statusOf(() => ownerScope(visitor, 'catalogs.manageAny'))).toBe(401);
  });
});
