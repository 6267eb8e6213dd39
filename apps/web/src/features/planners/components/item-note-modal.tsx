/** A linked item's note (SPEC §7 save-planner-item-note: the remark); an empty note removes it. */
import { PLANNER_REMARK_MAX, type TPlannerItem, ZPlannerNoteRequest } from '@izlog/contract/planners';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useSaveItemNote } from '../api/item-settings';
import { ItemModal } from './item-modal';

export function ItemNoteModal({ item, onClose }: { item: TPlannerItem; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveItemNote();
  const { form, onSubmit } = useSchemaForm({
    schema: ZPlannerNoteRequest,
    initialValues: { remark: item.remark ?? '' },
  });
  const handleSubmit = onSubmit(({ remark }) =>
    save.mutateAsync({ id: item.id, remark: remark.trim() }).then(
      () => {
        notify('success', t('planners.note.saved'));
        onClose();
      },
      (error: unknown) => reportFormError(form, error),
    ),
  );
  return (
    <ItemModal
      title={t('planners.note.title', { title: item.title })}
      isPending={save.isPending}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <Textarea
        label={t('planners.note.label')}
        description={t('planners.note.hint')}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={PLANNER_REMARK_MAX}
        data-autofocus
        {...form.getInputProps('remark')}
      />
    </ItemModal>
  );
}
