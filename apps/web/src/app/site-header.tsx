/**
 * The site header (SPEC §2 default height 150): title, language switch and account corner on top; the menu of
 * content types and the search button (when the site has search on) below.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { openModal } from '@/lib/modal-store';
import { routes } from '@/lib/paths';
import { areaEntriesFor } from './back-office/back-office-access';
import { SiteNav } from './site-nav';

type TSiteHeaderProps = { licence: TPublicLicence; isRestoringSession: boolean };

export function SiteHeader({ licence, isRestoringSession }: TSiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack h="100%" px="lg" py="sm" justify="center" gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Anchor
          component={Link}
          to={routes.home}
          aria-label={t('header.homeLink', { title: licence.title_of_app })}
          c="inherit"
          underline="never"
          fz={{ base: 20, sm: 28 }}
          fw={700}
          truncate
        >
          {licence.title_of_app}
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitch />
          <AccountMenu
            isLoginEnabled={licence.login_registration_status}
            isRestoring={isRestoringSession}
            areaLinksFor={(user) =>
              areaEntriesFor(user).map((entry) => ({ to: entry.to, label: t(`backOffice.areas.${entry.area}`) }))
            }
          />
        </Group>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <SiteNav />
        {licence.search_status && (
          <Button variant="light" onClick={() => openModal({ name: 'searchModal' })} aria-haspopup="dialog">
            <span aria-hidden="true" style={{ marginRight: 6 }}>
              ⌕
            </span>
            {t('search.open')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
