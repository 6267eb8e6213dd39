/**
 * The purchase wizard's draft in local storage (SPEC §3 "Draft new licence", §4): written on every change with its
 * `lastUpdate`; a draft not updated for a day is removed when read, and the caller says so to the buyer.
 */
import { DRAFT_STORAGE_KEY, isDraftStale, type TLicenceDraft, ZLicenceDraft } from '@izlog/contract/sales';

type TDraftLoad = { draft: TLicenceDraft; wasExpired: boolean };

const emptyDraft = (now = Date.now()): TLicenceDraft => ({ step: 0, lastUpdate: now });

/**
 * The stored draft judged but left in storage: `isUnusable` when what is stored must go (stale, or not a draft).
 * Safe to call while rendering, which React may do and throw away any number of times before the screen shows.
 */
export function readDraft(now = Date.now()): TDraftLoad & { isUnusable: boolean } {
  const raw = readStorage();
  if (raw === null) return { draft: emptyDraft(now), wasExpired: false, isUnusable: false };
  const parsed = ZLicenceDraft.safeParse(parseJson(raw));
  // Written by an older version or by hand: nothing to keep, nothing to tell.
  if (!parsed.success) return { draft: emptyDraft(now), wasExpired: false, isUnusable: true };
  if (isDraftStale(parsed.data, now)) return { draft: emptyDraft(now), wasExpired: true, isUnusable: true };
  return { draft: parsed.data, wasExpired: false, isUnusable: false };
}

/** The stored draft, or an empty one; `wasExpired` when a stale draft was just removed. */
export function loadDraft(now = Date.now()): TDraftLoad {
  const { isUnusable, ...load } = readDraft(now);
  if (isUnusable) clearDraft();
  return load;
}

export function saveDraft(draft: TLicenceDraft): void {
  try {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or switched off (private mode): the wizard still works for this visit.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Storage switched off: there is nothing stored to clear.
  }
}

/** The stored draft's order, without judging its age (the result page asks whether the draft is that order's). */
export function storedDraftOrderId(): number | undefined {
  const raw = readStorage();
  if (raw === null) return undefined;
  const parsed = ZLicenceDraft.safeParse(parseJson(raw));
  return parsed.success ? parsed.data.order_id : undefined;
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
