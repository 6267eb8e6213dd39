/**
 * The contact form's rules at the field: the contract's request schema for e-mail, name and message, a service chosen,
 * and the attachment's size and kind (a hint only: the server decides the kind by the bytes, decision 0035).
 */
import type { TLanguage } from '@izlog/contract/constants';
import {
  CONTACT_ATTACHMENT_ACCEPT,
  CONTACT_ATTACHMENT_MAX_BYTES,
  ZSubmitContactFormRequest,
} from '@izlog/contract/contact-services';
import { formatMessage } from '@izlog/contract/messages';
import { z } from 'zod';

export const ZContactFormFields = ZSubmitContactFormRequest.pick({
  submited_by: true,
  name: true,
  message: true,
}).extend({
  // A select's value: '' until a service is chosen.
  contact_service_id: z.string().min(1, { error: 'field_required' }),
});

export type TContactFormValues = {
  contact_service_id: string;
  submited_by: string;
  name: string;
  message: string;
  captcha: string;
  attachment: File | null;
};

const BYTES_PER_MB = 1024 * 1024;
const ACCEPTED = CONTACT_ATTACHMENT_ACCEPT.split(',').map((entry) => entry.trim().toLowerCase());

/** Whether the file's name or declared type is one the `accept` list names. */
function isAcceptedKind(file: File): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return ACCEPTED.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** The attachment's message at its field, or null when it may go. */
export function attachmentProblem(file: File | null, language: TLanguage): string | null {
  if (!file) return null;
  if (file.size > CONTACT_ATTACHMENT_MAX_BYTES) {
    return formatMessage('contact_attachment_too_large', language, {
      max: CONTACT_ATTACHMENT_MAX_BYTES / BYTES_PER_MB,
    });
  }
  if (!isAcceptedKind(file)) return formatMessage('contact_attachment_kind', language);
  return null;
}
