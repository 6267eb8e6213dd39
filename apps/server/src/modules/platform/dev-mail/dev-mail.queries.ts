/** Data access of the developer's outbox view: the only file of dev-mail that speaks Drizzle. */
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../../db/schema';
import type { Db } from '../../../platform/db/database';

/** The latest outbox mails, newest first, to one address when `to` is given. */
export async function findOutboxMails(db: Db, to?: string, limit = 50) {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.toAddress, to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

/** One outbox mail by id. */
export async function findOutboxMail(db: Db, id: number) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return mail;
}
