/**
 * Placing an item first in its category (POST create-bidding-item): a start day, today unless another is chosen, and
 * the period it gives with the site's duration. The server's refusals (not approved, no category, already first
 * then) are shown in the form: a start day's beside the field, the item's above the button.
 */
import { BIDDING_START_MAX_DAYS_AHEAD, zDay } from '@izlog/contract/bidding';
import { formatMessage } from '@izlog/contract/messages';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useCreateBiddingItem } from '../api/create-bidding-item';
import { belgradeToday, formatDay, lastDayOf } from '../utils/bidding-days';
import type { TBiddingSubject } from '../utils/bidding-subject';

const ZPlaceFirstForm = z.object({ start_date: zDay });

type TPlaceFirstFormProps = { subject: TBiddingSubject; duration: number };

export function PlaceFirstForm({ subject, duration }: TPlaceFirstFormProps) {
  const { t } = useTranslation();
  const create = useCreateBiddingItem();
  const today = belgradeToday();
  // The last day a first place may start on (counted like a period: today is its first day).
  const latestStart = lastDayOf(today, BIDDING_START_MAX_DAYS_AHEAD + 1);
  const { form, onSubmit } = useSchemaForm({
    schema: ZPlaceFirstForm,
    initialValues: { start_date: today },
    // Days are compared as text: YYYY-MM-DD sorts as the calendar does.
    validateExtra: ({ start_date }, language): Record<string, string> => {
      if (!zDay.safeParse(start_date).success) return {};
      if (start_date < today) return { start_date: formatMessage('bidding_start_in_past', language) };
      if (start_date > latestStart) {
        return {
          start_date: formatMessage('bidding_start_too_far', language, { days: BIDDING_START_MAX_DAYS_AHEAD }),
        };
      }
      return {};
    },
  });
  const itemError = form.errors.content_id ?? form.errors.catalog_id;
  const start = form.values.start_date;
  const hasValidStart = zDay.safeParse(start).success;
  const language = getLanguage();

  const handleSubmit = onSubmit(({ start_date }) =>
    create
      .mutateAsync({
        ...(subject.kind === 'product' ? { content_id: subject.id } : { catalog_id: subject.id }),
        start_date,
      })
      .then(
        () => {
          notify('success', formatMessage('bidding_item_created', getLanguage()));
          form.setValues({ start_date: belgradeToday() });
          form.resetDirty();
        },
        (error: unknown) => reportFormError(form, error),
      ),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('bidding.tab.place')}>
      <Stack gap="sm">
        <Text size="sm">{t('bidding.tab.duration', { count: duration })}</Text>
        <TextInput
          type="date"
          label={t('bidding.tab.startDate')}
          description={t('bidding.tab.startDateHint')}
          min={today}
          max={latestStart}
          required
          w={{ base: '100%', xs: 240 }}
          {...form.getInputProps('start_date')}
        />
        {hasValidStart && (
          <Text size="sm" aria-live="polite">
            {t('bidding.tab.period', {
              start: formatDay(start, language),
              end: formatDay(lastDayOf(start, duration), language),
            })}
          </Text>
        )}
        {itemError && (
          <Alert color="red" role="alert">
            {itemError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('bidding.tab.place')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
