/** Shown until the site is known (SPEC §2: a loader until the template is known). */
import { SCREEN_LOADING_ATTRIBUTE } from '@izlog/contract/rendered-page';
import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" role="status" aria-live="polite" {...{ [SCREEN_LOADING_ATTRIBUTE]: '' }}>
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
