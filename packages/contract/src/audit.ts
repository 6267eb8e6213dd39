/** The audit log (issue 12): every admin action on a user or the site's settings, with before and after. */
import { z } from 'zod';
import { optional, zId } from './validation';

export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.block',
  'user.activate',
  'user.username',
  'user.email',
  'user.role',
  'user.mail',
  'user.delete',
  'site.data',
  'site.greetings',
  'site.terms',
  'site.login_registration',
  'site.search',
  'site.bidding_duration',
  'site.template',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_SUBJECTS = ['user', 'site'] as const;
export type TAuditSubject = (typeof AUDIT_SUBJECTS)[number];

export const ZAuditEntry = z.object({
  id: z.number(),
  actor_id: z.number(),
  actor_username: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  subject_type: z.enum(AUDIT_SUBJECTS),
  subject_id: z.number().nullable(),
  subject_label: z.string(),
  /** Only the fields that changed, as they were and as they became (secrets never). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** GET /audit-log: newest first, paginated. filter[user_id] = entries about that user, or done by them. */
export const ZAuditQuery = z.object({
  'filter[user_id]': optional(zId.max(2_147_483_647)),
  'filter[action]': optional(z.enum(AUDIT_ACTIONS)),
  'filter[subject_type]': optional(z.enum(AUDIT_SUBJECTS)),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;
