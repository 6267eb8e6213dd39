/**
 * Shows a new order at once while it is saved, and the previous one again if saving fails (with the server's
 * message). The saved order stays on screen until the lists have been read again, so nothing jumps back.
 */
import { NOTICE_MS } from '@izlog/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';

export function useOptimisticOrder<T extends { id: number }>(
  items: T[],
  /** Saves the ids in order; resolves once the lists show the saved order. */
  save: (ids: number[]) => Promise<unknown>,
) {
  const { t } = useTranslation();
  const [pendingIds, setPendingIds] = useState<number[] | null>(null);

  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = pendingIds ? pendingIds.flatMap((id) => byId.get(id) ?? []) : items;

  const reorder = (ids: number[]) => {
    setPendingIds(ids);
    save(ids).then(
      () => {
        setPendingIds(null);
        notify('success', t('categoryAdmin.order.saved'), NOTICE_MS.short);
      },
      (error: unknown) => {
        // Back to the order the server has.
        setPendingIds(null);
        reportActionError(error);
      },
    );
  };

  return { items: shown, reorder, isSaving: pendingIds !== null };
}
