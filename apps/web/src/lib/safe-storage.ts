/**
 * Local storage that a page may be refused: a site framed by another (the platform's TemplatePreview) where the
 * browser blocks third-party storage throws on every access. The site then works without remembering anything, as
 * a first visit would, instead of failing to start.
 */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered: the choice holds for this page only.
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing could have been stored either.
  }
}
