/**
 * Deleting a widget only after a confirmation that says what happens: it leaves the page at once, its settings and
 * cover go, the contents it showed stay. A widget changed meanwhile is refused (409) with the server's message.
 */
import { formatMessage } from '@izlog/contract/messages';
import type { TPageWidget } from '@izlog/contract/widgets';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useDeleteWidget } from '../api/delete-widget';
import { positionKey } from '../utils/position-name';

type TDeleteWidgetDialogProps = { widget: TPageWidget; pageLabel: string; onClose(): void };

export function DeleteWidgetDialog({ widget, pageLabel, onClose }: TDeleteWidgetDialogProps) {
  const { t } = useTranslation();
  const deleteWidget = useDeleteWidget();
  const confirm = () =>
    deleteWidget.mutateAsync({ id: widget.widget_id, version: widget.version }).then(
      (answer) => {
        notify('success', answer?.message ?? formatMessage('widget_deleted', getLanguage()));
        onClose();
      },
      (error: unknown) => {
        reportActionError(error);
        onClose();
      },
    );
  return (
    <ConfirmDialog
      title={t('widgetAdmin.delete.title', { title: widget.widget_title })}
      message={t('widgetAdmin.delete.message', {
        position: t(positionKey(widget.column_number)),
        page: pageLabel,
      })}
      confirmLabel={t('widgetAdmin.delete.confirm')}
      isPending={deleteWidget.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
