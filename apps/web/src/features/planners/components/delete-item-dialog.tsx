/**
 * Removing an item from the planner after a confirm; the planner's totals come back in the answer, and focus goes to
 * the nearest item or heading left (the card, and this dialog with it, leave the page).
 */
import type { TPlannerItem } from '@izlog/contract/planners';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useDeletePlannerItem } from '../api/delete-planner-item';
import { planFocusAfterRemoval } from '../utils/focus-after-removal';

export function DeleteItemDialog({ item, onClose }: { item: TPlannerItem; onClose(): void }) {
  const { t } = useTranslation();
  const deleteItem = useDeletePlannerItem();
  const confirm = () => {
    const moveFocus = planFocusAfterRemoval(item.id);
    return deleteItem.mutateAsync({ itemId: item.id, plannerId: item.planner_id }).then(
      () => {
        notify('success', t('planners.deleteItem.deleted', { title: item.title }));
        onClose();
        moveFocus();
      },
      (error: unknown) => {
        reportActionError(error);
        onClose();
      },
    );
  };
  return (
    <ConfirmDialog
      title={t('planners.deleteItem.title', { title: item.title })}
      message={item.kind === 'task' ? t('planners.deleteItem.taskMessage') : t('planners.deleteItem.linkedMessage')}
      confirmLabel={t('planners.deleteItem.confirm')}
      isPending={deleteItem.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
