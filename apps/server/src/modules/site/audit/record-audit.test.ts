/** The audit log's view of a change: only the fields that changed, never a secret. */
import { describe, expect, it } from 'vitest';
import { changedFields } from './record-audit';

describe('changedFields', () => {
  it('keeps only the fields that changed, as they were and as they became', () => {
    expect(
      changedFields({ name: 'Ana', city: 'Niš', role: 'USER' }, { name: 'Ana', city: 'Beograd', role: 'EDITOR' }),
    ).toEqual({ before: { city: 'Niš', role: 'USER' }, after: { city: 'Beograd', role: 'EDITOR' } });
  });

  it('counts a field that appears as changed from null, and undefined as null', () => {
    expect(changedFields({ bio: undefined }, { bio: 'Hello', phone: undefined })).toEqual({
      before: { bio: null },
      after: { bio: 'Hello' },
    });
  });

  it('compares dates and nested values by what they hold', () => {
    const at = '2024-05-01T10:00:00.000Z';
    expect(changedFields({ at: new Date(at), links: { x: 1 } }, { at: new Date(at), links: { x: 1 } })).toEqual({
      before: null,
      after: null,
    });
  });

  it('answers nulls when nothing changed', () => {
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual({ before: null, after: null });
  });

  it.each(['password', 'password_hash', 'passwordHash', 'auth_key', 'token', 'api_secret', 'new_password'])(
    'never carries %s',
    (key) => {
      const result = changedFields({ [key]: 'old-secret', name: 'A' }, { [key]: 'new-secret', name: 'B' });
      expect(result).toEqual({ before: { name: 'A' }, after: { name: 'B' } });
    },
  );
});
