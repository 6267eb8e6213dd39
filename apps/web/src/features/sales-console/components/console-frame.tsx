/**
 * The frame of every console screen: the console's own navigation (what the account may open: partners' and admin's
 * parts by the account's abilities), the screen's heading, and for a visitor a sign-in prompt instead (the platform
 * site's sign-in and registration modals).
 */

import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageSkeleton } from '@/components/states';
import { openModal } from '@/lib/modal-store';
import { platformRoutes } from '@/lib/platform-paths';
import { salesUserMay, useSalesUser } from '@/lib/sales-user-store';
import { getToken } from '@/lib/token-storage';

type TConsoleAbility = 'sales.partnerLicences' | 'sales.platformAdmin';

type TConsoleFrameProps = {
  title: string;
  /** The ability the screen needs beyond being signed in. */
  requires?: TConsoleAbility;
  children: ReactNode;
};

function ConsoleNav() {
  const { t } = useTranslation();
  const user = useSalesUser();
  const { pathname } = useLocation();
  const links = [
    { to: platformRoutes.console, label: t('salesConsole.nav.licences'), show: true },
    { to: platformRoutes.consoleAccount, label: t('salesConsole.nav.account'), show: true },
    {
      to: platformRoutes.consolePartner,
      label: t('salesConsole.nav.partner'),
      show: salesUserMay(user, 'sales.partnerLicences'),
    },
    {
      to: platformRoutes.consoleAdmin,
      label: t('salesConsole.nav.admin'),
      show: salesUserMay(user, 'sales.platformAdmin'),
    },
  ];
  const isCurrent = (to: string) =>
    to === platformRoutes.console ? pathname === to || pathname.startsWith('/console/licences') : pathname === to;
  return (
    <Group component="nav" aria-label={t('salesConsole.nav.label')} gap="xs">
      {links
        .filter((link) => link.show)
        .map((link) => (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            size="compact-md"
            variant={isCurrent(link.to) ? 'filled' : 'subtle'}
            aria-current={isCurrent(link.to) ? 'page' : undefined}
          >
            {link.label}
          </Button>
        ))}
    </Group>
  );
}

function ConsoleSignIn() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t('salesConsole.signIn.title')}
        </Title>
        <Text>{t('salesConsole.signIn.text')}</Text>
        <Group gap="sm">
          <Button aria-haspopup="dialog" onClick={() => openModal({ name: 'salesLoginModal' })}>
            {t('salesConsole.signIn.signIn')}
          </Button>
          <Button variant="default" aria-haspopup="dialog" onClick={() => openModal({ name: 'salesRegisterModal' })}>
            {t('salesConsole.signIn.register')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function ConsoleFrame({ title, requires, children }: TConsoleFrameProps) {
  const { t } = useTranslation();
  const user = useSalesUser();
  // The session check ending (with a user, or with the token dropped) changes what shows: re-read then.
  useIsFetching();
  if (!user) {
    // A stored token is being checked (the platform shell restores the session): wait for its answer.
    if (getToken() !== null) return <PageSkeleton />;
    return (
      <Container size="xl" py="xl">
        <ConsoleSignIn />
      </Container>
    );
  }
  const denied = requires && !salesUserMay(user, requires);
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <ConsoleNav />
        <Title order={1}>{denied ? t('salesConsole.denied.title') : title}</Title>
        {denied ? (
          <Stack gap="sm" align="flex-start">
            <Text>
              {t(requires === 'sales.platformAdmin' ? 'salesConsole.denied.admin' : 'salesConsole.denied.partner')}
            </Text>
            <Anchor component={Link} to={platformRoutes.console}>
              {t('salesConsole.list.title')}
            </Anchor>
          </Stack>
        ) : (
          children
        )}
      </Stack>
    </Container>
  );
}
