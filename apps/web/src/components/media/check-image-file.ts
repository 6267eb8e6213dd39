/**
 * The checks a picture passes before it is sent: an accepted type (the server reads the bytes too, decision 0005)
 * and the upload limit. Messages from the catalogue, so the web and the server say the same words.
 */
import type { TLanguage } from '@izlog/contract/constants';
import { DEFAULT_UPLOAD_MAX_MB, IMAGE_MIME_TYPES } from '@izlog/contract/media';
import { formatMessage } from '@izlog/contract/messages';

export const MAX_UPLOAD_BYTES = DEFAULT_UPLOAD_MAX_MB * 1024 * 1024;

const isAcceptedImageType = (type: string) => (IMAGE_MIME_TYPES as readonly string[]).includes(type);

/** The message for a file that will not do, or null. */
export function imageFileProblem(file: { type: string; size: number }, language: TLanguage): string | null {
  if (!isAcceptedImageType(file.type)) return formatMessage('photo_format_invalid', language);
  if (file.size > MAX_UPLOAD_BYTES) return formatMessage('photo_too_large', language, { max: DEFAULT_UPLOAD_MAX_MB });
  return null;
}
