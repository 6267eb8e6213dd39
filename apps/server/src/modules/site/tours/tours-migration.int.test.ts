/**
 * Migration 0016: users who were there before the guided tours have seen them, so no tour starts by itself and locks
 * the page of a long-standing admin or member (review M1 of issue 16). Run on PGlite: the database is migrated up to
 * 0015, given users, then migrated to the end as a deployment would.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const MIGRATIONS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../db/migrations');
const BEFORE_TOURS_BACKFILL = 16;

/** The migrations folder as it was before the backfill: the same files, the journal cut at 0015. */
function migrationsBefore(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'izlog-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

describe('users who were there before the tours', () => {
  const folder = migrationsBefore(BEFORE_TOURS_BACKFILL);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('have seen the tour their role gets, and a moderator has none', async () => {
    const client = await PGlite.create({ extensions: { btree_gin } });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: folder });
    await client.exec(`
      insert into licences (id, title_of_app, title_of_app_unique) values (1, 'Old site', 'old-site');
      insert into users (licence_id, email, username, role, status) values
        (1, 'owner@old.example.com', 'owner', 'SUPERADMIN', 'active'),
        (1, 'editor@old.example.com', 'editor', 'EDITOR', 'active'),
        (1, 'client@old.example.com', 'client', 'CLIENT', 'active'),
        (1, 'user@old.example.com', 'user', 'USER', 'active'),
        (1, 'moderator@old.example.com', 'moderator', 'MODERATOR', 'active');
    `);

    await migrate(db, { migrationsFolder: MIGRATIONS });

    const { rows } = await client.query<{ username: string; tour_key: string; status: string; version: number }>(`
      select u.username, t.tour_key, t.status, t.version
      from tour_progress t join users u on u.licence_id = t.licence_id and u.id = t.user_id
      order by u.username`);
    expect(rows).toEqual([
      { username: 'client', tour_key: 'visitor-home', status: 'finished', version: 1 },
      { username: 'editor', tour_key: 'admin-home', status: 'finished', version: 1 },
      { username: 'owner', tour_key: 'admin-home', status: 'finished', version: 1 },
      { username: 'user', tour_key: 'visitor-home', status: 'finished', version: 1 },
    ]);
    await client.close();
  });
});
