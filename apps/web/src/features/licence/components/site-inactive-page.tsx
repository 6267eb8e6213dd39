/**
 * What a licence's site shows while the licence is not active (issue 13): suspended, expired (renewed from the sales
 * console) or closed, each said plainly, instead of the site. The content is kept; the site comes back as it was.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { platformRoutes } from '@/lib/platform-paths';
import { siteNameOf } from '@/lib/site-look';

type TInactiveStatus = Exclude<TPublicLicence['status'], 'active'>;

/** The platform site's address seen from a site on its subdomain; unknown from a custom domain. */
export function platformOriginOf(location: Pick<Location, 'protocol' | 'hostname' | 'port'>, subdomain: string) {
  const prefix = `${subdomain}.`;
  if (!location.hostname.startsWith(prefix)) return null;
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${location.hostname.slice(prefix.length)}${port}`;
}

export function SiteInactivePage({ licence }: { licence: TPublicLicence }) {
  const { t } = useTranslation();
  const status = licence.status as TInactiveStatus;
  const siteName = siteNameOf(licence);
  const title = t(`siteStatus.${status}.title`);
  const platformOrigin = platformOriginOf(window.location, licence.title_of_app_unique);
  useEffect(() => {
    document.title = `${title} — ${siteName}`;
  }, [title, siteName]);
  return (
    <Container component="main" size="sm" py={64}>
      <Stack align="flex-start" gap="md">
        <Text fw={600} c="dimmed">
          {siteName}
        </Text>
        <Title order={1}>{title}</Title>
        <Text>{t(`siteStatus.${status}.text`)}</Text>
        {status === 'expired' && platformOrigin && (
          <Button component="a" href={`${platformOrigin}${platformRoutes.console}`}>
            {t('siteStatus.expired.renew')}
          </Button>
        )}
        {platformOrigin && (
          <Anchor href={platformOrigin} size="sm">
            {t('siteStatus.toIzlog')}
          </Anchor>
        )}
      </Stack>
    </Container>
  );
}
