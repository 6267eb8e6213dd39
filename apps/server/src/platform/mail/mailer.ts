/**
 * Mail behind one interface (DESIGN §6): SMTP when SMTP_URL is set, otherwise an outbox in the database that a
 * developer reads at /dev/mail. Chosen once, by configuration.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/database';
import type { FileStorage } from '../storage/storage';
import { insertOutboxMail } from './outbox.queries';
import { keepOutboxExtras } from './outbox-extras';

/** A file sent with a mail: its name as the recipient sees it, its type (decided by its bytes), its bytes. */
export type TMailAttachment = { filename: string; contentType: string; content: Buffer };

export type TMail = {
  licenceId: number | null;
  to: string;
  subject: string;
  text: string;
  /** Where an answer goes (a contact form's sender), when not to the sender of the mail. */
  replyTo?: string;
  attachments?: TMailAttachment[];
};

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: TMail): Promise<void>;
}

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';
  /** `files`: where the outbox keeps what its table has no column for (Reply-To, attachments; outbox-extras.ts). */
  constructor(
    private readonly db: Db,
    private readonly files: FileStorage,
  ) {}

  async send(mail: TMail): Promise<void> {
    const id = await insertOutboxMail(this.db, {
      licenceId: mail.licenceId,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
    });
    if (mail.replyTo || mail.attachments?.length) await keepOutboxExtras(this.files, id, mail);
  }
}

const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    // Within the contact mail job's 120 s expiry: a stalled server fails the attempt (counted, retried) rather than
    // outliving its job and being sent twice.
    this.transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  }

  async send(mail: TMail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.attachments?.length
        ? {
            attachments: mail.attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: file.content,
            })),
          }
        : {}),
    });
  }
}

export function createMailer(config: { SMTP_URL?: string; MAIL_FROM: string }, db: Db, files: FileStorage): Mailer {
  return config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new OutboxMailer(db, files);
}
