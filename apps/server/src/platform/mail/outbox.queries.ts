/**
 * Data access of the mail outbox, a platform table whose licence_id only records whose mail it was: the only Drizzle
 * in platform/mail. The developer's view (modules/platform/dev-mail) reads it through its own queries file.
 */
import { mailOutbox } from '../../db/schema';
import type { Db } from '../db/database';

/** Stores a mail in the outbox and answers its id. */
export async function insertOutboxMail(
  db: Db,
  mail: { licenceId: number | null; toAddress: string; subject: string; textBody: string },
): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}
