/**
 * A count sent as the page is left (a paid first place opened): the browser's beacon outlives the page; where there is
 * none, or it is refused (a policy, a full queue), a keepalive fetch. No answer or failure concerns the visitor. Kept
 * free of imports: the drawn page's boot script sends it too.
 */
export function sendCountBeacon(url: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  } catch {
    // Refused: fetch below.
  }
  void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
}
