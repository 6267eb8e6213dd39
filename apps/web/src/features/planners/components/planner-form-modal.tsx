/**
 * Creating or editing a planner in a modal: its title and description, both needed (SPEC §3, §5), checked at the
 * field by the contract's schema; the server's 422 (a title over the limit of planners, for one) lands on its field.
 */
import { PLANNER_DESCRIPTION_MAX, PLANNER_TITLE_MAX, type TPlanner, ZPlannerRequest } from '@izlog/contract/planners';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/app-modal';
import { PHONE_QUERY } from '@/lib/breakpoints';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useSavePlanner } from '../api/save-planner';

type TPlannerFormModalProps = {
  /** The planner to edit; none to create one. */
  planner?: TPlanner;
  onClose(): void;
  onSaved?(planner: TPlanner): void;
};

/** A public planner's changed words wait for a moderator again, and visitors do not see it meanwhile (0041). */
const savedNoticeOf = (saved: TPlanner) =>
  saved.is_public && saved.status === 'pending' ? 'planners.form.savedPending' : 'planners.form.saved';

export function PlannerFormModal({ planner, onClose, onSaved }: TPlannerFormModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const save = useSavePlanner();
  const { form, onSubmit } = useSchemaForm({
    schema: ZPlannerRequest,
    initialValues: { title: planner?.title ?? '', description: planner?.description ?? '' },
  });

  const handleSubmit = onSubmit((values) =>
    save.mutateAsync({ id: planner?.id, body: values }).then(
      (saved) => {
        notify('success', planner ? t(savedNoticeOf(saved)) : t('planners.form.created', { title: saved.title }));
        onSaved?.(saved);
        onClose();
      },
      (error: unknown) => reportFormError(form, error),
    ),
  );

  return (
    <AppModal
      opened
      onClose={() => !save.isPending && onClose()}
      title={planner ? t('planners.form.editTitle') : t('planners.form.createTitle')}
      fullScreen={isPhone}
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('planners.form.title')}
            withAsterisk
            maxLength={PLANNER_TITLE_MAX}
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('planners.form.description')}
            description={t('planners.form.descriptionHint')}
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            maxLength={PLANNER_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          {planner?.is_public && (
            <Text size="sm" c="dimmed">
              {t('planners.form.moderatedHint')}
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('planners.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {planner ? t('planners.form.save') : t('planners.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
