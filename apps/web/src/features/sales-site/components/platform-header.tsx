/**
 * The platform site's header: the Izlog name, its pages (Pricing, Templates, Buy a site), the language switch and the
 * account corner. Below desktop width the pages and the account fold into a menu drawer behind one button.
 */
import { Box, Burger, Button, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { platformLinks, platformRoutes } from '@/lib/platform-paths';
import { IzlogBrand } from './izlog-brand';
import { SalesAccountMenu } from './sales-account-menu';

/** Below this the pages and the account move into the drawer (Mantine's md). */
const NARROW_QUERY = '(max-width: 62em)';

export function PlatformHeader({ isRestoringSession }: { isRestoringSession: boolean }) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery(NARROW_QUERY) ?? false;
  const [isMenuOpen, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  const variantOf = (to: string) => (pathname === to || pathname.startsWith(`${to}/`) ? 'light' : 'subtle');
  const pages = [
    { to: platformRoutes.pricing, label: t('salesSite.nav.pricing') },
    { to: platformRoutes.templates, label: t('salesSite.nav.templates') },
  ];

  if (isNarrow) {
    return (
      <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
        <IzlogBrand />
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitch size="xs" />
          <Burger
            opened={isMenuOpen}
            onClick={menu.toggle}
            aria-label={t('salesSite.nav.openMenu')}
            aria-expanded={isMenuOpen}
            aria-controls="platform-menu"
          />
        </Group>
        <Drawer
          id="platform-menu"
          opened={isMenuOpen}
          onClose={menu.close}
          position="right"
          size="xs"
          title={t('salesSite.nav.menuTitle')}
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <Stack component="nav" aria-label={t('salesSite.nav.label')} gap="xs">
            {pages.map((page) => (
              <Button
                key={page.to}
                component={NavLink}
                to={page.to}
                variant={variantOf(page.to)}
                justify="start"
                onClick={menu.close}
              >
                {page.label}
              </Button>
            ))}
            <Button component={Link} to={platformLinks.buy()} onClick={menu.close}>
              {t('salesSite.nav.buy')}
            </Button>
            <Box mt="md">
              <SalesAccountMenu isRestoring={isRestoringSession} layout="list" onChoose={menu.close} />
            </Box>
          </Stack>
        </Drawer>
      </Group>
    );
  }

  return (
    <Group h="100%" px="lg" justify="space-between" wrap="nowrap">
      <Group gap="xl" wrap="nowrap">
        <IzlogBrand />
        <Group component="nav" aria-label={t('salesSite.nav.label')} gap="xs" wrap="nowrap">
          {pages.map((page) => (
            <Button key={page.to} component={NavLink} to={page.to} variant={variantOf(page.to)}>
              {page.label}
            </Button>
          ))}
          <Button component={Link} to={platformLinks.buy()}>
            {t('salesSite.nav.buy')}
          </Button>
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <LanguageSwitch />
        <SalesAccountMenu isRestoring={isRestoringSession} />
      </Group>
    </Group>
  );
}
