/**
 * The file name a download's Content-Disposition gives (RFC 6266): the UTF-8 `filename*` (RFC 8187) when there is one,
 * else the plain `filename`. Only the last path segment is kept and control characters go, so a name can never point
 * elsewhere; null when the header names no usable file.
 */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const candidates = [decodeExtended(extended), plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]];
  for (const candidate of candidates) {
    const name = candidate ? safeName(candidate) : '';
    if (name) return name;
  }
  return null;
}

function decodeExtended(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return decodeURIComponent(value.trim());
  } catch {
    return undefined;
  }
}

const safeName = (name: string) =>
  (name.split(/[/\\]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .replace(/^\.+$/, '');
