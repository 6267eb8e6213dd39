/**
 * The Content-Disposition of a download (RFC 6266): always `attachment`, so a browser saves the file rather than
 * showing it, with a plain ASCII name for old clients and the real name in UTF-8 (RFC 8187) for the rest; and the
 * whole answer of a private download.
 */
import type { FastifyReply } from 'fastify';
import { withoutControlCharacters } from '../text/plain-text';
import { PRIVATE_ANSWER } from './private-answers';

const encodeUtf8Name = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function attachmentDisposition(fileName: string): string {
  const name = withoutControlCharacters(fileName).trim() || 'attachment';
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_')
      .trim() || 'attachment';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeUtf8Name(name)}`;
}

export type TPrivateDownload = { contentType: string; fileName: string; data: Buffer | Uint8Array };

/**
 * A file only its asker may have (a message's attachment, an app build): saved, never shown (the type it was checked
 * as, no sniffing) and never kept by a shared cache or the service worker.
 */
export const sendPrivateDownload = (reply: FastifyReply, file: TPrivateDownload) =>
  reply
    .type(file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', PRIVATE_ANSWER)
    .send(file.data);
