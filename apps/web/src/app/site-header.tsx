/** The site header (SPEC §2 default height 150): title, language switch, account corner. */
import type { TPublicLicence } from '@izlog/contract/licence';
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { routes } from '@/lib/paths';

type TSiteHeaderProps = { licence: TPublicLicence; isRestoringSession: boolean };

export function SiteHeader({ licence, isRestoringSession }: TSiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="lg" justify="space-between" wrap="nowrap">
      <Anchor
        component={Link}
        to={routes.home}
        aria-label={t('header.homeLink', { title: licence.title_of_app })}
        c="inherit"
        underline="never"
        fz={28}
        fw={700}
      >
        {licence.title_of_app}
      </Anchor>
      <Group gap="md" wrap="nowrap">
        <LanguageSwitch />
        <AccountMenu isLoginEnabled={licence.login_registration_status} isRestoring={isRestoringSession} />
      </Group>
    </Group>
  );
}
