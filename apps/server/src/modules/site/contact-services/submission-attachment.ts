/**
 * GET contact-submissions/{id}/attachment: a submission's file for staff. It has no public address; the type is the
 * one its bytes were checked to be, and it always downloads (Content-Disposition: attachment), never shows inline.
 */
import { notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { findSubmission } from './contact-services.queries';

export async function submissionAttachment(
  scope: TRequestScope,
  id: number,
): Promise<{ fileName: string; contentType: string; data: Buffer }> {
  const submission = await findSubmission(scope.tenant, id);
  if (!submission?.attachmentKey) throw notFound();
  const data = await scope.deps.privateStorage.read(submission.attachmentKey);
  if (!data) throw notFound();
  return {
    fileName: submission.attachmentName ?? 'attachment',
    contentType: submission.attachmentType ?? 'application/octet-stream',
    data,
  };
}
