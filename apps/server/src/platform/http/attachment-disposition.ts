/**
 * The Content-Disposition of a download (RFC 6266): always `attachment`, so a browser saves the file rather than
 * showing it, with a plain ASCII name for old clients and the real name in UTF-8 (RFC 8187) for the rest.
 */
import { withoutControlCharacters } from '../text/plain-text';

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
