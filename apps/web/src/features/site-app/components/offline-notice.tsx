/**
 * Says so when the visitor is offline (issue 16): the service worker still shows the pages they opened, and this
 * tells them why a new one may not load. Announced politely, at the bottom of the screen, gone when back online.
 */
import { Paper, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOffline = () => !navigator.onLine;

export function OfflineNotice() {
  const { t } = useTranslation();
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  return (
    <div role="status" aria-live="polite">
      {offline && (
        <Paper
          shadow="md"
          radius="md"
          p="sm"
          bg="dark.7"
          style={{ position: 'fixed', insetInline: 16, bottom: 16, zIndex: 300, maxWidth: 560, marginInline: 'auto' }}
        >
          <Text size="sm" c="white" ta="center">
            {t('siteApp.offline')}
          </Text>
        </Paper>
      )}
    </div>
  );
}
