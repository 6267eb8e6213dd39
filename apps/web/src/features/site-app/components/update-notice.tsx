/**
 * Offers a reload when a newer build of the site took over this tab (app-update.ts): at the bottom of the screen,
 * announced politely and never taking the focus; "Reload" and "Later" are ordinary buttons, reached with Tab.
 */
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dismissAppUpdate, useAppUpdateReady } from '../app-update';

export function UpdateNotice({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const ready = useAppUpdateReady();
  return (
    <div role="status" aria-live="polite">
      {ready && (
        <Paper
          shadow="md"
          radius="md"
          p="sm"
          bg="dark.7"
          style={{ position: 'fixed', insetInline: 16, bottom: 16, zIndex: 301, maxWidth: 560, marginInline: 'auto' }}
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="white">
              {t('siteApp.updateReady')}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="white" color="dark" onClick={reload}>
                {t('siteApp.reload')}
              </Button>
              <Button size="xs" variant="subtle" color="gray.0" onClick={dismissAppUpdate}>
                {t('siteApp.later')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
    </div>
  );
}
