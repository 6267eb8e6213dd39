/** What bidding knows of the items it places, and which first places may still be switched off. */
import type { TBiddingItemState } from '@izlog/contract/bidding';

/** The product or catalog an editor edits, as far as bidding cares. */
export type TBiddingSubject = { kind: 'product' | 'catalog'; id: number };

/** Only a first place that holds or will hold the place can be switched off. */
export const isSwitchable = (state: TBiddingItemState) => state === 'active' || state === 'scheduled';
