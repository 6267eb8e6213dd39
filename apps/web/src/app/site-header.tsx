/**
 * The site header (SPEC §2 default height 150): the site's logo and name, language switch and account corner on top; the menu of
 * content types and the search button (when the site has search on) below. From 320 px up the title stays readable
 * (two lines before it is cut) and the language switch stays in the row: the account corner folds into one button
 * on phones, and once signed in on anything narrower than a desktop.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { LanguageSwitch } from '@/components/language-switch';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { useCurrentUser } from '@/lib/current-user-store';
import { openModal } from '@/lib/modal-store';
import { siteLookOf } from '@/lib/site-look';
import { useViewportQuery } from '@/lib/use-viewport-query';
import { areaEntriesFor } from './back-office/back-office-access';
import { SiteBrand } from './site-brand';
import { SiteNav } from './site-nav';

/** Below this a visitor's corner is "Log in" alone (Mantine's xs). */
const PHONE_QUERY = '(max-width: 36em)';
/** Below this a signed-in user's greeting and back-office buttons do not fit beside the title (Mantine's md). */
const NARROW_QUERY = '(max-width: 62em)';

type TSiteHeaderProps = { licence: TPublicLicence; isRestoringSession: boolean };

export function SiteHeader({ licence, isRestoringSession }: TSiteHeaderProps) {
  const { t } = useTranslation();
  const isPhone = useViewportQuery(PHONE_QUERY, true);
  const isNarrow = useViewportQuery(NARROW_QUERY, true);
  const isSignedIn = useCurrentUser() !== null;
  return (
    // data-tour: the guided tours point here (issue 16), as at the search button below.
    <Stack h="100%" px={{ base: 'sm', xs: 'lg' }} py="sm" justify="center" gap="sm" data-tour="header">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <SiteBrand look={siteLookOf(licence)} />
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <LanguageSwitch size={isPhone ? 'xs' : 'sm'} />
          <ColorSchemeToggle size={isPhone ? 'md' : 'lg'} />
          <AccountMenu
            isLoginEnabled={licence.login_registration_status}
            isRestoring={isRestoringSession}
            isCompact={isSignedIn ? isNarrow : isPhone}
            areaLinksFor={(user) =>
              areaEntriesFor(user).map((entry) => ({ to: entry.to, label: t(`backOffice.areas.${entry.area}`) }))
            }
          />
        </Group>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <SiteNav />
        {licence.search_status && (
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
        )}
      </Group>
    </Stack>
  );
}
