/** The wizard over a stored widget: its settings (and version) read first, with their loading and failed states. */
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TWidgetPage } from '@/lib/modal-store';
import { useWidgetSettings } from '../api/get-widget-settings';
import { isWidgetPosition } from '../utils/widget-board';
import { WidgetWizard } from './widget-wizard';

type TEditWidgetProps = { page: TWidgetPage; widgetId: number; onSaved(): void };

export function EditWidget({ page, widgetId, onSaved }: TEditWidgetProps) {
  const { t } = useTranslation();
  const settings = useWidgetSettings(widgetId);
  if (settings.isPending) {
    return (
      <Stack align="center" py="md" role="status">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Stack>
    );
  }
  if (settings.isError) {
    return (
      <Alert color="red" title={t('widgetAdmin.settingsFailed')} role="alert">
        <Stack align="flex-start" gap="sm">
          <Text size="sm">{settings.error.message}</Text>
          <Button variant="light" color="red" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const column = isWidgetPosition(settings.data.column_number) ? settings.data.column_number : 1;
  return <WidgetWizard key={widgetId} page={page} settings={settings.data} column={column} onSaved={onSaved} />;
}
