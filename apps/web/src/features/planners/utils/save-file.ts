/** Hands a downloaded file to the browser as a download with its name (the file came with the user's token). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Released after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The calendar's name when the server's answer names none: plain ASCII, which every system takes. */
export const CALENDAR_FALLBACK_NAME = 'planner.ics';
