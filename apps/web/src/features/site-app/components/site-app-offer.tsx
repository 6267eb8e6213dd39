/**
 * The site's app in its footer (issue 16): "Install the app" where the browser can install it (Chromium), a one-time
 * hint to add it from the Share menu on iOS Safari, and the site's Android app on Google Play when it has one. Nothing
 * shows where there is nothing to offer, or where the site already runs as an installed app (the store link stays).
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { Anchor, Button, CloseButton, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissIosHint, installApp, useInstallOffer } from '../install-offer';

export function SiteAppOffer({ licence }: { licence: Pick<TPublicLicence, 'android_app_link'> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const offer = useInstallOffer();
  const playLink = licence.android_app_link;
  if (offer.kind === 'none' && !playLink) return null;
  return (
    <Stack component="section" aria-labelledby={titleId} gap={6} mt="xs">
      <Text id={titleId} fw={700} size="sm">
        {t('siteApp.title')}
      </Text>
      {offer.kind === 'prompt' && (
        <>
          <Button variant="filled" size="xs" w="fit-content" onClick={() => void installApp()}>
            {t('siteApp.install')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('siteApp.installHint')}
          </Text>
        </>
      )}
      {offer.kind === 'ios-hint' && (
        <Group gap="xs" wrap="nowrap" align="flex-start" role="note">
          <Text size="sm">{t('siteApp.iosHint')}</Text>
          <CloseButton size="sm" aria-label={t('siteApp.dismissHint')} onClick={dismissIosHint} />
        </Group>
      )}
      {playLink && (
        <Anchor href={playLink} size="sm" underline="hover" rel="noopener noreferrer" target="_blank">
          {t('siteApp.googlePlay')} <VisuallyHidden>{t('licenceTexts.newTab')}</VisuallyHidden>
        </Anchor>
      )}
    </Stack>
  );
}
