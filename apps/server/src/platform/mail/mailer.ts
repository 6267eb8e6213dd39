/**
 * Mail behind one interface (DESIGN §6): SMTP when SMTP_URL is set, otherwise an outbox in the database that a
 * developer reads at /dev/mail. Chosen once, by configuration.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/database';
import { insertOutboxMail } from './outbox.queries';

export type TMail = { licenceId: number | null; to: string; subject: string; text: string };

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: TMail): Promise<void>;
}

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';
  constructor(private readonly db: Db) {}

  async send(mail: TMail): Promise<void> {
    await insertOutboxMail(this.db, {
      licenceId: mail.licenceId,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
    });
  }
}

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: TMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }
}

export function createMailer(config: { SMTP_URL?: string; MAIL_FROM: string }, db: Db): Mailer {
  return config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new OutboxMailer(db);
}
