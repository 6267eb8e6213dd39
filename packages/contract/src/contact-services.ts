/**
 * Contact services (SPEC §3 "Contact service", §7 "Widgets and contact"): where a site's visitors write to the
 * business — a named service with the address its messages go to. A submission is stored before its mail is sent
 * (decision 0035), so a mail failure loses nothing: a job retries it and the back office shows its delivery state.
 */
import { z } from 'zod';
import { ZPageQuery } from './pagination';
import { optional, zEmail, zId, zText } from './validation';

export const CONTACT_SERVICE_NAME_MAX = 100;
export const CONTACT_SERVICE_DESCRIPTION_MAX = 500;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_SENDER_MAX = 255;
/** A site keeps at most this many contact services. */
export const CONTACT_SERVICES_MAX = 20;

/** Attachments: size and kinds (checked by their bytes on the server, never by name or declared type). */
export const CONTACT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const CONTACT_ATTACHMENT_KINDS = ['jpeg', 'png', 'webp', 'gif', 'pdf', 'docx', 'xlsx', 'odt', 'doc'] as const;
export type TContactAttachmentKind = (typeof CONTACT_ATTACHMENT_KINDS)[number];
/** For the file input's `accept` (a hint only: the server decides by the bytes). */
export const CONTACT_ATTACHMENT_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.gif,.pdf,.doc,.docx,.xlsx,.odt,image/*,application/pdf';

/** Submissions one address may send per hour (the rate limit of submit-contact-form). */
export const CONTACT_SUBMISSIONS_PER_HOUR = 5;

export const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
export type TDeliveryState = (typeof DELIVERY_STATES)[number];

/** POST /licence-contacts/create-contact-service. */
export const ZCreateContactServiceRequest = z.object({
  service_name: zText(CONTACT_SERVICE_NAME_MAX),
  email: zEmail,
  description: optional(z.string().trim().max(CONTACT_SERVICE_DESCRIPTION_MAX)),
});
export type TCreateContactServiceRequest = z.infer<typeof ZCreateContactServiceRequest>;

/** A service as staff see it (with its address). */
export const ZContactService = z.object({
  id: z.number(),
  service_name: z.string(),
  email: z.string(),
  description: z.string(),
  created_at: z.string(),
});
export type TContactService = z.infer<typeof ZContactService>;

/** A service as visitors see it: the address stays the site's. */
export const ZPublicContactService = ZContactService.omit({ email: true, created_at: true });
export type TPublicContactService = z.infer<typeof ZPublicContactService>;

/**
 * POST /licence-contacts/submit-contact-form (multipart when an `attachment` file comes with it). SPEC spells the
 * sender's field `submited_by`: the visitor's e-mail address, which the mail answers to.
 */
export const ZSubmitContactFormRequest = z.object({
  contact_service_id: zId,
  submited_by: zEmail,
  /** The visitor's name, when given. */
  name: optional(z.string().trim().max(100)),
  message: zText(CONTACT_MESSAGE_MAX),
  /** From GET /users/captcha: visitors prove they are human (signed-in users are not asked). */
  captcha_id: optional(z.string().max(64)),
  captcha: optional(z.string().max(20)),
});
export type TSubmitContactFormRequest = z.infer<typeof ZSubmitContactFormRequest>;

/** The answer to a submission: stored, and the mail on its way. */
export const ZContactSubmissionReceipt = z.object({ id: z.number(), delivery: z.enum(DELIVERY_STATES) });
export type TContactSubmissionReceipt = z.infer<typeof ZContactSubmissionReceipt>;

/** GET /licence-contacts/contact-submissions: what visitors sent, newest first, with each mail's delivery state. */
export const ZContactSubmissionsQuery = ZPageQuery.extend({
  'filter[contact_service_id]': optional(zId),
  'filter[delivery]': optional(z.enum(DELIVERY_STATES)),
});
export type TContactSubmissionsQuery = z.infer<typeof ZContactSubmissionsQuery>;

export const ZContactSubmission = z.object({
  id: z.number(),
  contact_service_id: z.number().nullable(),
  /** The service's name when the message came (kept after the service is deleted). */
  service_name: z.string(),
  submited_by: z.string(),
  name: z.string().nullable(),
  message: z.string(),
  attachment: z
    .object({ file_name: z.string(), content_type: z.string(), size: z.number(), url: z.string() })
    .nullable(),
  delivery: z.enum(DELIVERY_STATES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type TContactSubmission = z.infer<typeof ZContactSubmission>;
