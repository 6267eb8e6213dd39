/**
 * Adding a product or catalog to a planner (SPEC §4): one of the user's planners, or a new one made here with its
 * title and description. 200 — it was added: the modals close, the planner's page opens and says so; 202 — the
 * planner already had it: the modal stays, with that said.
 */
import { formatMessage } from '@izlog/contract/messages';
import { PLANNER_DESCRIPTION_MAX, PLANNER_TITLE_MAX, ZPlannerRequest } from '@izlog/contract/planners';
import { Button, Group, Radio, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppModal } from '@/components/app-modal';
import { PHONE_QUERY } from '@/lib/breakpoints';
import { getLanguage } from '@/lib/i18n';
import { closeModal } from '@/lib/modal-store';
import { notify } from '@/lib/notify';
import { links } from '@/lib/paths';
import { reportActionError } from '@/lib/report-action-error';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { usePlannerChoices } from '../api/get-planner-choices';
import { type TLinkable, type TLinkResult, useLinkToPlanner } from '../api/link-to-planner';
import { useSavePlanner } from '../api/save-planner';

type TAddToPlannerModalProps = { subject: TLinkable; onClose(): void };

export function AddToPlannerModal({ subject, onClose }: TAddToPlannerModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const navigate = useNavigate();
  const choices = usePlannerChoices();
  const link = useLinkToPlanner();
  const create = useSavePlanner();
  const [mode, setMode] = useState<'existing' | 'new' | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const planners = choices.data ?? [];
  // Without a planner yet, the new one is the only way.
  const shownMode = mode ?? (choices.isSuccess && planners.length === 0 ? 'new' : 'existing');
  const { form, onSubmit } = useSchemaForm({ schema: ZPlannerRequest, initialValues: { title: '', description: '' } });
  const isPending = link.isPending || create.isPending;

  const afterLink = ({ change, isNew }: TLinkResult) => {
    const language = getLanguage();
    if (!isNew) {
      notify('info', formatMessage('planner_item_already_linked', language, { planner: change.planner.title }));
      return;
    }
    onClose();
    closeModal();
    navigate(links.myPlanner(change.planner.id));
    notify('success', formatMessage('planner_item_linked', language, { planner: change.planner.title }));
  };

  const addToChosen = () => {
    if (!chosen) {
      setChoiceError(t('planners.add.chooseRequired'));
      return;
    }
    link.mutateAsync({ plannerId: Number(chosen), subject }).then(afterLink, reportActionError);
  };

  const createAndAdd = onSubmit(async (values) => {
    try {
      const planner = await create.mutateAsync({ body: values });
      // Made once: a failed link next leaves it chosen, not made again.
      setChosen(String(planner.id));
      setMode('existing');
      form.reset();
      afterLink(await link.mutateAsync({ plannerId: planner.id, subject }));
    } catch (error) {
      reportFormError(form, error);
    }
  });

  return (
    <AppModal
      opened
      onClose={() => !isPending && onClose()}
      title={t('planners.add.title', { title: subject.title })}
      fullScreen={isPhone}
      size="lg"
    >
      <Stack gap="md">
        {planners.length > 0 && (
          <SegmentedControl
            aria-label={t('planners.add.modeLabel')}
            value={shownMode}
            onChange={(value) => setMode(value as 'existing' | 'new')}
            data={[
              { value: 'existing', label: t('planners.add.existing') },
              { value: 'new', label: t('planners.add.new') },
            ]}
          />
        )}
        {choices.isPending ? (
          <Text size="sm">{t('common.loading')}</Text>
        ) : choices.isError ? (
          <Text size="sm" c="red.9" role="alert">
            {choices.error.message}
          </Text>
        ) : shownMode === 'existing' ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              addToChosen();
            }}
          >
            <Stack gap="sm">
              <Radio.Group
                label={t('planners.add.choose')}
                value={chosen}
                onChange={(value) => {
                  setChosen(value);
                  setChoiceError(undefined);
                }}
                error={choiceError}
                withAsterisk
              >
                <Stack gap="xs" mt="xs">
                  {planners.map((planner) => (
                    <Radio
                      key={planner.id}
                      value={String(planner.id)}
                      label={planner.title}
                      description={t('planners.list.items', { count: planner.items_count })}
                    />
                  ))}
                </Stack>
              </Radio.Group>
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose} disabled={isPending}>
                  {t('planners.form.cancel')}
                </Button>
                <Button type="submit" loading={link.isPending}>
                  {t('planners.add.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <form noValidate onSubmit={createAndAdd}>
            <Stack gap="sm">
              {planners.length === 0 && <Text size="sm">{t('planners.add.noPlanners')}</Text>}
              <TextInput
                label={t('planners.form.title')}
                withAsterisk
                maxLength={PLANNER_TITLE_MAX}
                {...form.getInputProps('title')}
              />
              <Textarea
                label={t('planners.form.description')}
                withAsterisk
                autosize
                minRows={2}
                maxRows={6}
                maxLength={PLANNER_DESCRIPTION_MAX}
                {...form.getInputProps('description')}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose} disabled={isPending}>
                  {t('planners.form.cancel')}
                </Button>
                <Button type="submit" loading={isPending}>
                  {t('planners.add.createAndAdd')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </AppModal>
  );
}
