/**
 * The site header (SPEC §2 default height 150): the site's logo and name, language switch and account corner on top; the menu of
 * content types and the search button (when the site has search on) below. From 320 px up the title stays readable
 * (two lines before it is cut) and the language switch stays in the row: the account corner folds into one button
 * on phones, and once signed in on anything narrower than a desktop.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ByWidth } from '@/components/by-width';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { LanguageSwitch } from '@/components/language-switch';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { useCurrentUser } from '@/lib/current-user-store';
import { openModal } from '@/lib/modal-store';
import { siteLookOf } from '@/lib/site-look';
import { areaEntriesFor } from './back-office/back-office-access';
import { SiteBrand } from './site-brand';
import { SiteNav } from './site-nav';

type TSiteHeaderProps = { licence: TPublicLicence; isRestoringSession: boolean };

/**
 * Below Mantine's xs a visitor's corner is "Log in" alone and the controls are smaller; below md a signed-in user's
 * greeting and back-office buttons do not fit beside the title. By the style sheet on a drawn page (ByWidth).
 */
export function SiteHeader({ licence, isRestoringSession }: TSiteHeaderProps) {
  const { t } = useTranslation();
  const isSignedIn = useCurrentUser() !== null;
  const corner = (isPhone: boolean, isCompact: boolean) => (
    <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
      <LanguageSwitch size={isPhone ? 'xs' : 'sm'} />
      <ColorSchemeToggle size={isPhone ? 'md' : 'lg'} />
      <AccountMenu
        isLoginEnabled={licence.login_registration_status}
        isRestoring={isRestoringSession}
        isCompact={isCompact}
        areaLinksFor={(user) =>
          areaEntriesFor(user).map((entry) => ({ to: entry.to, label: t(`backOffice.areas.${entry.area}`) }))
        }
      />
    </Group>
  );
  const searchButton = (isPhone: boolean) => (
    <Button
      variant="light"
      size={isPhone ? 'compact-md' : 'sm'}
      style={{ flexShrink: 0 }}
      onClick={() => openModal({ name: 'searchModal' })}
      aria-haspopup="dialog"
      data-tour="search"
    >
      <span aria-hidden="true" style={{ marginRight: 6 }}>
        ⌕
      </span>
      {t('search.open')}
    </Button>
  );
  return (
    // data-tour: the guided tours point here (issue 16), as at the search button below.
    <Stack h="100%" px={{ base: 'sm', xs: 'lg' }} py="sm" justify="center" gap="sm" data-tour="header">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <SiteBrand look={siteLookOf(licence)} />
        <ByWidth
          below="xs"
          narrow={corner(true, true)}
          wide={<ByWidth below="md" narrow={corner(false, isSignedIn)} wide={corner(false, false)} />}
        />
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <SiteNav />
        {licence.search_status && <ByWidth below="xs" narrow={searchButton(true)} wide={searchButton(false)} />}
      </Group>
    </Stack>
  );
}
