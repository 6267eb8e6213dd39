/**
 * submit-contact-form (SPEC §7): a visitor (or a signed-in user) writes to one of the site's services. Checks first,
 * cheapest first, so a refused message stores and sends nothing: the service (404), the attachment (413, 415), the
 * sender's hourly limit (429), and last the captcha for visitors, since a verified picture is used up. Then the
 * submission is STORED, its attachment kept in the private storage and its mail queued — one transaction, in which the
 * hourly count is taken again under a lock of the sender — and the visitor gets the receipt whatever the mail does
 * later (decision 0035).
 */
import { randomBytes } from 'node:crypto';
import { CONTACT_SUBMISSIONS_PER_HOUR, type TSubmitContactFormRequest } from '@izlog/contract/contact-services';
import { AppError, notFound } from '../../../platform/http/errors';
import type { TUploadedFile } from '../../../platform/http/form-body';
import { languageOfLicence } from '../../../platform/http/request-context';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { siteTitleOf } from '../../../platform/tenancy/licence-resolver';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { checkAttachment } from './contact-attachment';
import { queueContactMail } from './contact-mail-queue';
import { findLiveService, insertSubmission, lockUntilCommit, recentSubmissionsOf } from './contact-services.queries';
import { senderHash } from './sender-hash';

export type TSubmitContactFormInput = TSubmitContactFormRequest & { attachment?: TUploadedFile };

const HOUR_MS = 60 * 60 * 1000;

async function assertUnderHourlyLimit(tenant: TenantDb, hash: string): Promise<void> {
  const recent = await recentSubmissionsOf(tenant, hash);
  if (recent.count < CONTACT_SUBMISSIONS_PER_HOUR) return;
  const freeAt = (recent.oldest?.getTime() ?? Date.now()) + HOUR_MS;
  throw new AppError(429, 'contact_too_many', { seconds: Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)) });
}

export async function submitContactForm(
  scope: TRequestScope,
  senderKey: string,
  input: TSubmitContactFormInput,
): Promise<{ id: number; delivery: 'pending' }> {
  const service = await findLiveService(scope.tenant, input.contact_service_id);
  if (!service) throw notFound();
  const attachment = input.attachment ? checkAttachment(input.attachment) : null;
  const hash = senderHash(senderKey, scope.ip);
  await assertUnderHourlyLimit(scope.tenant, hash);
  if (scope.actor.kind !== 'user') await scope.deps.captcha.verify(input.captcha_id, input.captcha);

  const licenceId = scope.tenant.licenceId;
  const attachmentKey = attachment ? `contact/${licenceId}/${randomBytes(16).toString('hex')}` : null;
  try {
    const submission = await scope.tenant.transaction(async (tenant, { db: tx }) => {
      await lockUntilCommit(tx, `contact-sender:${licenceId}:${hash}`);
      await assertUnderHourlyLimit(tenant, hash);
      const row = await insertSubmission(tenant, {
        contactServiceId: service.id,
        submittedBy: input.submited_by,
        senderName: input.name ?? null,
        message: input.message,
        attachmentKey,
        attachmentName: attachment?.fileName ?? null,
        attachmentType: attachment?.contentType ?? null,
        attachmentSize: attachment?.data.length ?? null,
        senderHash: hash,
      });
      if (attachment && attachmentKey) await scope.deps.privateStorage.put(attachmentKey, attachment.data);
      await queueContactMail(
        scope.deps,
        {
          licenceId,
          submissionId: row.id,
          siteName: siteTitleOf(scope.licence),
          siteUrl: scope.siteUrl,
          language: languageOfLicence(scope.licence),
        },
        tx,
      );
      return row;
    });
    return { id: submission.id, delivery: 'pending' };
  } catch (error) {
    // Nothing stored: a file written before the transaction failed goes with it.
    if (attachmentKey) await scope.deps.privateStorage.remove(attachmentKey).catch(() => undefined);
    throw error;
  }
}
