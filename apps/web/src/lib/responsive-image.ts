/** The `srcset` of a picture from the variants the API returns by "WIDTHxHEIGHT". */

export function srcSetOf(sizes: Record<string, string> | undefined): string | undefined {
  if (!sizes) return undefined;
  const entries = Object.entries(sizes)
    .map(([size, url]) => ({ width: Number(size.split('x')[0]), url }))
    .filter((entry) => Number.isFinite(entry.width) && entry.width > 0)
    .sort((a, b) => a.width - b.width);
  return entries.length > 0 ? entries.map((entry) => `${entry.url} ${entry.width}w`).join(', ') : undefined;
}
