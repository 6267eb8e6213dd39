/**
 * The euro's middle rate the platform shows prices at (the central bank's, as Izlog keeps it): today's or the last
 * known one with its day, and the platform admin's form to set a day's rate.
 */
import { NOTICE_MS, type TLanguage } from '@izlog/contract/constants';
import { ZUpdateExchangeRateRequest } from '@izlog/contract/exchange-rates';
import { formatMiddleRate } from '@izlog/contract/money-format';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/states';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useExchangeRates, useUpdateExchangeRate } from '../api/exchange-rates';
import { belgradeToday, formatDay } from '../utils/format';
import { ListSkeleton } from './licences-view';

function CurrentRate() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as TLanguage;
  const query = useExchangeRates();
  if (query.isPending) return <ListSkeleton />;
  if (query.isError)
    return <ErrorState message={t('salesConsole.admin.rateLoadFailed')} onRetry={() => void query.refetch()} />;
  const euro = query.data.data.result.find((rate) => rate.code === 'EUR');
  if (!euro) return <Text>{t('salesConsole.admin.rateMissing')}</Text>;
  const middle = formatMiddleRate(euro.middle, language);
  return (
    <Stack gap={4}>
      <Text size="xl" fw={700}>
        {t('salesConsole.admin.rateOn', { middle, date: formatDay(`${euro.date}T12:00:00Z`, language) })}
      </Text>
      {euro.stale && (
        <Alert color="orange" variant="light" p="xs">
          {t('salesConsole.admin.rateStale')}
        </Alert>
      )}
    </Stack>
  );
}

function RateForm() {
  const { t } = useTranslation();
  const update = useUpdateExchangeRate();
  const { form, onSubmit } = useSchemaForm({
    schema: ZUpdateExchangeRateRequest,
    initialValues: { code: 'EUR' as const, middle: '', date: belgradeToday() },
  });
  return (
    <form
      onSubmit={onSubmit(async (values) => {
        try {
          await update.mutateAsync({ ...values, middle: values.middle.replace(',', '.') });
          form.setFieldValue('middle', '');
          form.resetDirty();
          notify('success', t('salesConsole.admin.rateSaved'), NOTICE_MS.normal);
        } catch (error) {
          reportFormError(form, error);
        }
      })}
    >
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('salesConsole.admin.rateForm')}
        </Title>
        <Group align="flex-start" gap="sm">
          <TextInput
            type="date"
            label={t('salesConsole.admin.rateDate')}
            w={{ base: '100%', xs: 200 }}
            {...form.getInputProps('date')}
          />
          <TextInput
            label={t('salesConsole.admin.rateMiddle')}
            description={t('salesConsole.admin.rateMiddleHint')}
            inputMode="decimal"
            w={{ base: '100%', xs: 240 }}
            {...form.getInputProps('middle')}
          />
        </Group>
        <div>
          <Button type="submit" loading={update.isPending}>
            {t('salesConsole.admin.rateSave')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export function ExchangeRateView() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={720}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('salesConsole.admin.currentRate')}
          </Text>
          <CurrentRate />
        </Stack>
        <RateForm />
      </Stack>
    </Paper>
  );
}
