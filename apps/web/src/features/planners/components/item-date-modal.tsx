/**
 * A linked item's date and time (SPEC §7 save-scheduled-date): both may be cleared (a task's may not — its form keeps
 * them); a time needs a day.
 */
import { formatMessage } from '@izlog/contract/messages';
import { type TPlannerItem, ZScheduledDateRequest } from '@izlog/contract/planners';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useSaveScheduledDate } from '../api/item-settings';
import { ItemModal } from './item-modal';

export function ItemDateModal({ item, onClose }: { item: TPlannerItem; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveScheduledDate();
  const { form, onSubmit } = useSchemaForm({
    schema: ZScheduledDateRequest,
    initialValues: {
      scheduled_date: item.scheduled_date ?? '',
      scheduled_time: item.scheduled_time?.slice(0, 5) ?? '',
    },
    validateExtra: (values, language): Record<string, string> =>
      values.scheduled_time && !values.scheduled_date
        ? { scheduled_date: formatMessage('planner_date_required', language) }
        : {},
  });
  const handleSubmit = onSubmit((values) =>
    save.mutateAsync({ id: item.id, ...values }).then(
      () => {
        notify('success', t('planners.date.saved'));
        onClose();
      },
      (error: unknown) => reportFormError(form, error),
    ),
  );
  return (
    <ItemModal
      title={t('planners.date.title', { title: item.title })}
      isPending={save.isPending}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <TextInput type="date" label={t('planners.task.date')} data-autofocus {...form.getInputProps('scheduled_date')} />
      <TextInput
        type="time"
        label={t('planners.task.time')}
        description={t('planners.task.timeHint')}
        {...form.getInputProps('scheduled_time')}
      />
      {(form.values.scheduled_date || form.values.scheduled_time) && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => form.setValues({ scheduled_date: '', scheduled_time: '' })}
          >
            {t('planners.date.clear')}
          </Button>
        </Group>
      )}
    </ItemModal>
  );
}
