/**
 * Hands a file fetched with the user's token to the browser as a download under its name: a plain link cannot carry
 * the token, so the bytes come through the API client and leave as an object URL.
 */
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
