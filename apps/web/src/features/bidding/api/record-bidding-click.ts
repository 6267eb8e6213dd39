/**
 * POST /biddings/record-click/{id}: a visitor opened a sponsored entry of a category list. Fire and forget: the
 * count must not hold up the visitor, and the page is being left, so the browser's beacon carries it (it outlives the
 * page); where there is none, a keepalive fetch does. Not through the API client on purpose: a click is anyone's
 * (no token, so a dead session is never "expired" by counting), and no answer or failure concerns the visitor.
 */
import { sendCountBeacon } from '@/lib/count-beacon';
import { biddingClickUrl } from '@/lib/paths';

export function recordBiddingClick(biddingItemId: number): void {
  sendCountBeacon(biddingClickUrl(biddingItemId));
}
