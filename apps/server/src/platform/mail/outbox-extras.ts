/**
 * What an outbox mail carries beyond the outbox table's columns (decision 0035): its Reply-To and its attachments,
 * kept in the private file storage under the mail's id — `outbox/<id>/mail.json`, and each file's bytes as
 * `outbox/<id>/<n>` — so the developer's view shows the mail as SMTP would have sent it. The record names the mail's
 * recipient and subject: a database emptied while DATA_DIR stayed reuses ids, and a stale record must not be shown
 * with another mail.
 */
import type { FileStorage } from '../storage/storage';
import type { TMail } from './mailer';

export type TOutboxAttachment = { file_name: string; content_type: string; size: number };
export type TOutboxExtras = { reply_to: string | null; attachments: TOutboxAttachment[] };
type TStoredExtras = TOutboxExtras & { to: string; subject: string };

const recordKey = (mailId: number) => `outbox/${mailId}/mail.json`;
const fileKey = (mailId: number, index: number) => `outbox/${mailId}/${index}`;

export async function keepOutboxExtras(files: FileStorage, mailId: number, mail: TMail): Promise<void> {
  const attachments = mail.attachments ?? [];
  await Promise.all(attachments.map((file, index) => files.put(fileKey(mailId, index), file.content)));
  const record: TStoredExtras = {
    to: mail.to,
    subject: mail.subject,
    reply_to: mail.replyTo ?? null,
    attachments: attachments.map((file) => ({
      file_name: file.filename,
      content_type: file.contentType,
      size: file.content.length,
    })),
  };
  await files.put(recordKey(mailId), Buffer.from(JSON.stringify(record)));
}

/** The Reply-To and attachments of an outbox mail, or null when it had none. */
export async function readOutboxExtras(
  files: FileStorage,
  mail: { id: number; toAddress: string; subject: string },
): Promise<TOutboxExtras | null> {
  const bytes = await files.read(recordKey(mail.id));
  if (!bytes) return null;
  const record = JSON.parse(bytes.toString('utf8')) as TStoredExtras;
  if (record.to !== mail.toAddress || record.subject !== mail.subject) return null;
  return { reply_to: record.reply_to, attachments: record.attachments };
}

/** One attachment of an outbox mail with its bytes, or null. */
export async function readOutboxAttachment(
  files: FileStorage,
  mail: { id: number; toAddress: string; subject: string },
  index: number,
): Promise<(TOutboxAttachment & { data: Buffer }) | null> {
  const attachment = (await readOutboxExtras(files, mail))?.attachments[index];
  const data = attachment ? await files.read(fileKey(mail.id, index)) : null;
  return attachment && data ? { ...attachment, data } : null;
}
