/**
 * The wizard's draft as React state, written to local storage on every change. A stale draft found on opening is
 * removed with an info notice (SPEC §4), once. It is removed once the wizard is on screen, never while rendering: React
 * may render the page, throw that render away and render it again (a concurrent render interrupted by an update), and
 * a draft removed by the discarded render left the next one nothing stale to tell, so the notice never came.
 */
import { NOTICE_MS } from '@izlog/contract/constants';
import type { TLicenceDraft } from '@izlog/contract/sales';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { changeDraft, discardLicenceData, type TDraftPatch } from '../utils/draft-changes';
import { clearDraft, readDraft, saveDraft } from '../utils/draft-storage';

export type TLicenceDraftControls = {
  draft: TLicenceDraft;
  update(patch: TDraftPatch): void;
  /** Declined domain prices: the licence data goes, the wizard starts again. */
  discard(): void;
  /** The order is paid or the buyer starts over: nothing stays stored. */
  clear(): void;
};

export function useLicenceDraft(): TLicenceDraftControls {
  const { t } = useTranslation();
  const [initial] = useState(() => readDraft());
  const [draft, setDraft] = useState(initial.draft);
  const isStoredDraftHandled = useRef(false);

  useEffect(() => {
    if (!initial.isUnusable || isStoredDraftHandled.current) return;
    isStoredDraftHandled.current = true;
    // Read again: a draft saved since the page showed is the buyer's and stays.
    if (readDraft().isUnusable) clearDraft();
    if (initial.wasExpired) notify('info', t('licencePurchase.draftExpired'), NOTICE_MS.longest);
  }, [initial.isUnusable, initial.wasExpired, t]);

  const update = useCallback((patch: TDraftPatch) => {
    setDraft((current) => {
      const next = changeDraft(current, patch);
      saveDraft(next);
      return next;
    });
  }, []);

  const discard = useCallback(() => {
    const next = discardLicenceData();
    saveDraft(next);
    setDraft(next);
  }, []);

  const clear = useCallback(() => {
    clearDraft();
    setDraft(discardLicenceData());
  }, []);

  return { draft, update, discard, clear };
}
