/**
 * The attribute a paid first place's mark carries (decision 0043): on a drawn page a visitor may open the entry before
 * the app runs, a plain link with no React to count it; the boot script counts the click from the card's mark.
 */
import { COUNT_CLICK_ATTRIBUTE } from '@izlog/contract/rendered-page';
import { biddingClickUrl } from '@/lib/paths';

export const countClickMark = (biddingItemId: number) => ({ [COUNT_CLICK_ATTRIBUTE]: biddingClickUrl(biddingItemId) });
