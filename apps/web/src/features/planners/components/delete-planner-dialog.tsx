/** Deleting a planner only after a confirmation that names it and says its items go with it. */
import type { TPlanner } from '@izlog/contract/planners';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useDeletePlanner } from '../api/delete-planner';

type TDeletePlannerDialogProps = { planner: TPlanner; onClose(): void; onDeleted?(): void };

export function DeletePlannerDialog({ planner, onClose, onDeleted }: TDeletePlannerDialogProps) {
  const { t } = useTranslation();
  const deletePlanner = useDeletePlanner();
  const confirm = () =>
    deletePlanner.mutateAsync(planner.id).then(
      () => {
        notify('success', t('planners.delete.deleted', { title: planner.title }));
        onClose();
        onDeleted?.();
      },
      (error: unknown) => {
        reportActionError(error);
        onClose();
      },
    );
  return (
    <ConfirmDialog
      title={t('planners.delete.title', { title: planner.title })}
      message={t('planners.delete.message', { count: planner.items_count })}
      confirmLabel={t('planners.delete.confirm')}
      isPending={deletePlanner.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
