/**
 * The frame of every back-office page (decision 0013): the guard first, then the side navigation beside the page.
 * On phones the navigation sits above the page.
 */
import { Box, Flex } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '@/components/states';
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
  if (!user) return null;
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} gap="lg" align="flex-start">
      <Box w={{ base: '100%', sm: 220 }} style={{ flexShrink: 0 }}>
        <BackOfficeNav user={user} />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }} w="100%">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Box>
    </Flex>
  );
}
