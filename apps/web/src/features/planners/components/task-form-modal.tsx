/**
 * The task form (SPEC §3 Planner item or task; §5 "Task: title, category, full address, date and time"): written and
 * changed in a modal over the planner's page. The rules are the contract's, checked at the field; the address is
 * one picked from the suggestions (address, city and country come from it); a 422 lands beside its field.
 */
import { CURRENCY } from '@izlog/contract/constants';
import {
  PLANNER_ITEM_TITLE_MAX,
  PLANNER_REMARK_MAX,
  type TPlannerItem,
  ZPlannerTaskRequest,
} from '@izlog/contract/planners';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressAutocomplete } from '@/components/address/address-autocomplete';
import { AppModal } from '@/components/app-modal';
import { ImageField } from '@/components/media/image-field';
import { PHONE_QUERY } from '@/lib/breakpoints';
import { hasAbility, useCurrentUser } from '@/lib/current-user-store';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useTaskCategories } from '../api/get-task-categories';
import { useSavePlannerTask } from '../api/save-planner-task';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { buildTaskPayload, emptyTaskForm, itemToTaskForm, taskExtraErrors } from '../utils/task-form-values';

type TTaskFormModalProps = {
  plannerId: number;
  /** The task to change; none to write a new one. */
  task?: TPlannerItem;
  onClose(): void;
};

export function TaskFormModal({ plannerId, task, onClose }: TTaskFormModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const user = useCurrentUser();
  const categories = useTaskCategories();
  const save = useSavePlannerTask();
  const { form, onSubmit } = useSchemaForm({
    schema: ZPlannerTaskRequest,
    initialValues: task ? itemToTaskForm(task) : emptyTaskForm(),
    validateExtra: taskExtraErrors,
  });
  const { values, errors } = form;
  const { formRef, focusFirstError } = useFocusFirstError();
  const errorOf = (field: string) => (typeof errors[field] === 'string' ? (errors[field] as string) : undefined);
  const isPicked = values.address.trim() !== '' && values.city.trim() !== '';

  const handleSubmit = onSubmit((formValues) =>
    save.mutateAsync({ plannerId, itemId: task?.id, body: buildTaskPayload(formValues, Boolean(task)) }).then(
      () => {
        notify('success', task ? t('planners.task.saved') : t('planners.task.created'));
        onClose();
      },
      (error: unknown) => {
        reportFormError(form, error);
        focusFirstError();
      },
    ),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    handleSubmit(event);
    focusFirstError();
  };

  return (
    <AppModal
      opened
      onClose={() => !save.isPending && onClose()}
      title={task ? t('planners.task.editTitle', { title: task.title }) : t('planners.task.createTitle')}
      fullScreen={isPhone}
      size="xl"
    >
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label={task ? t('planners.task.editForm') : t('planners.task.createForm')}
      >
        <Stack gap="sm">
          <TextInput
            label={t('planners.task.title')}
            withAsterisk
            maxLength={PLANNER_ITEM_TITLE_MAX}
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Select
            label={t('planners.task.category')}
            placeholder={categories.isPending ? t('common.loading') : t('planners.task.chooseCategory')}
            data={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
            nothingFoundMessage={t('planners.task.noCategories')}
            searchable
            withAsterisk
            {...form.getInputProps('category_id')}
            value={values.category_id || null}
            onChange={(next) => form.setFieldValue('category_id', next ?? '')}
          />
          <AddressAutocomplete
            label={t('planners.task.address')}
            required
            value={isPicked ? { address: values.address, city: values.city, country: values.country } : null}
            onChange={(picked) => {
              form.setFieldValue('address', picked?.address ?? '');
              form.setFieldValue('city', picked?.city ?? '');
              form.setFieldValue('country', picked?.country ?? '');
            }}
            onBlur={() => form.validateField('address')}
            error={errorOf('address') ?? errorOf('city') ?? errorOf('country')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="date"
              label={t('planners.task.date')}
              withAsterisk
              {...form.getInputProps('scheduled_date')}
            />
            <TextInput
              type="time"
              label={t('planners.task.time')}
              description={t('planners.task.timeHint')}
              withAsterisk
              {...form.getInputProps('scheduled_time')}
            />
          </SimpleGrid>
          <Textarea
            label={t('planners.task.remark')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={PLANNER_REMARK_MAX}
            {...form.getInputProps('remark')}
          />
          <ImageField
            label={t('planners.task.image')}
            ratio="content"
            value={values.image}
            withStock={hasAbility(user, 'media.stockPhotos')}
            onChange={(value) => {
              form.setFieldValue('image', value);
              form.setFieldValue('remove_image', false);
            }}
            error={errorOf('image') ?? errorOf('stock_image')}
          />
          {task && values.image?.kind === 'existing' && (
            <Checkbox
              label={t('planners.task.removeImage')}
              {...form.getInputProps('remove_image', { type: 'checkbox' })}
            />
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              label={t('planners.task.phone')}
              description={t('planners.task.phoneHint')}
              {...form.getInputProps('contact_phone')}
            />
            <TextInput
              type="email"
              autoComplete="email"
              label={t('planners.task.email')}
              {...form.getInputProps('contact_email')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              inputMode="decimal"
              label={t('planners.task.price')}
              description={t('planners.task.priceHint')}
              {...form.getInputProps('price')}
            />
            <Select
              label={t('planners.task.currency')}
              data={[
                { value: String(CURRENCY.RSD), label: t('planners.currencies.rsd') },
                { value: String(CURRENCY.EUR), label: t('planners.currencies.eur') },
              ]}
              clearable
              {...form.getInputProps('currency_id')}
              value={values.currency_id || null}
              onChange={(next) => form.setFieldValue('currency_id', next ?? '')}
            />
          </SimpleGrid>
          <Fieldset legend={t('planners.task.switchesLegend')}>
            <Stack gap="sm">
              <Switch
                label={t('planners.switches.calculate')}
                description={t('planners.switches.calculateHint')}
                {...form.getInputProps('calculate_price', { type: 'checkbox' })}
              />
              <Switch
                label={t('planners.switches.showPublicly')}
                description={t('planners.switches.showPubliclyHint')}
                {...form.getInputProps('show_publicly', { type: 'checkbox' })}
              />
              <Switch
                label={t('planners.switches.showPrice')}
                description={t('planners.switches.showPriceHint')}
                {...form.getInputProps('show_price_publicly', { type: 'checkbox' })}
              />
            </Stack>
          </Fieldset>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('planners.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {task ? t('planners.task.save') : t('planners.task.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
