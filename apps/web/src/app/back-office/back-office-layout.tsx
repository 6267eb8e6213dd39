/**
 * The frame of every back-office page (decision 0013): the guard first, then the side navigation beside the page.
 * On a phone (below Mantine's `sm`) the navigation waits in a drawer behind a menu button, so the first screen is the
 * page (decision 0063).
 */
import { Box, Burger, Drawer, Flex, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageSkeleton } from '@/components/states';
import { PHONE_QUERY } from '@/lib/breakpoints';
import { useCurrentUser } from '@/lib/current-user-store';
import { BackOfficeGuard } from './back-office-guard';
import { BackOfficeNav } from './back-office-nav';

export function BackOfficeLayout() {
  return (
    <BackOfficeGuard>
      <SignedInFrame />
    </BackOfficeGuard>
  );
}

function SignedInFrame() {
  const user = useCurrentUser();
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;
  if (!user) return null;
  const page = (
    <Suspense fallback={<PageSkeleton />}>
      <Outlet />
    </Suspense>
  );
  if (isPhone) {
    return (
      <Box>
        <PhoneMenu>{(onChoose) => <BackOfficeNav user={user} onChoose={onChoose} />}</PhoneMenu>
        {page}
      </Box>
    );
  }
  return (
    <Flex direction="row" gap="lg" align="flex-start">
      <Box w={220} style={{ flexShrink: 0 }}>
        <BackOfficeNav user={user} />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }} w="100%">
        {page}
      </Box>
    </Flex>
  );
}

/** The menu button and its drawer; choosing an entry closes it (Mantine's Drawer takes focus in and closes on Esc). */
function PhoneMenu({ children }: { children(onChoose: () => void): ReactNode }) {
  const { t } = useTranslation();
  const [isOpen, menu] = useDisclosure(false);
  return (
    <>
      <Group gap="xs" mb="sm" wrap="nowrap">
        <Burger
          opened={isOpen}
          onClick={menu.toggle}
          aria-label={t('backOffice.openMenu')}
          aria-expanded={isOpen}
          aria-controls="back-office-menu"
          size="sm"
        />
        <Text fw={600} size="sm" aria-hidden="true">
          {t('backOffice.navLabel')}
        </Text>
      </Group>
      <Drawer
        id="back-office-menu"
        opened={isOpen}
        onClose={menu.close}
        size="xs"
        title={t('backOffice.navLabel')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {children(menu.close)}
      </Drawer>
    </>
  );
}
