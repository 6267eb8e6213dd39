/**
 * The check of a contact form's attachment before anything is stored or sent: its size (413) and its kind by its
 * bytes (415). What passes gets the name and type the mail and the download will use.
 */
import { CONTACT_ATTACHMENT_MAX_BYTES } from '@izlog/contract/contact-services';
import { AppError } from '../../../platform/http/errors';
import type { TUploadedFile } from '../../../platform/http/form-body';
import { ATTACHMENT_KINDS, attachmentFileName, attachmentKind } from './attachment-kind';

export type TCheckedAttachment = { data: Buffer; fileName: string; contentType: string };

export function checkAttachment(file: TUploadedFile): TCheckedAttachment {
  if (file.data.length > CONTACT_ATTACHMENT_MAX_BYTES) {
    throw new AppError(413, 'contact_attachment_too_large', { max: CONTACT_ATTACHMENT_MAX_BYTES / (1024 * 1024) });
  }
  const kind = attachmentKind(file.data);
  if (!kind) throw new AppError(415, 'contact_attachment_kind');
  return {
    data: file.data,
    fileName: attachmentFileName(file.filename, kind),
    contentType: ATTACHMENT_KINDS[kind].contentType,
  };
}
