/** Rows → the wire shapes of packages/contract/src/contact-services.ts. */
import { API_BASE } from '@izlog/contract/constants';
import type {
  TContactService,
  TContactSubmission,
  TDeliveryState,
  TPublicContactService,
} from '@izlog/contract/contact-services';
import type { TContactServiceRow, TContactSubmissionView } from './contact-services.queries';

/** Where staff download a submission's attachment (an authorised call: the file has no public address). */
export const submissionAttachmentPath = (id: number) =>
  `${API_BASE}/licence-contacts/contact-submissions/${id}/attachment`;

export function presentService(row: TContactServiceRow): TContactService {
  return {
    id: row.id,
    service_name: row.serviceName,
    email: row.email,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

/** What visitors see of a service: the address it writes to stays the site's. */
export function presentPublicService(row: TContactServiceRow): TPublicContactService {
  return { id: row.id, service_name: row.serviceName, description: row.description };
}

export function presentSubmission(row: TContactSubmissionView): TContactSubmission {
  return {
    id: row.id,
    contact_service_id: row.contactServiceId,
    service_name: row.serviceName,
    submited_by: row.submittedBy,
    name: row.senderName,
    message: row.message,
    attachment: row.attachmentKey
      ? {
          file_name: row.attachmentName ?? 'attachment',
          content_type: row.attachmentType ?? 'application/octet-stream',
          size: row.attachmentSize ?? 0,
          url: submissionAttachmentPath(row.id),
        }
      : null,
    delivery: row.delivery as TDeliveryState,
    attempts: row.attempts,
    last_error: row.lastError,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
