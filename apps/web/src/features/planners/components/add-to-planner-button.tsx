/**
 * "Add to planner" on a product's or catalog's page (SPEC §2, §4): front users who keep planners ('planners.keep')
 * choose or create a planner; a signed-out visitor is asked to log in first (while the site offers login). Staff and
 * clients keep no planners, so they do not see it. The theme places it (its page's `actions` slot).
 */
import { Box, Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAbility, useCurrentUser } from '@/lib/current-user-store';
import { openModal } from '@/lib/modal-store';
import { getToken } from '@/lib/token-storage';
import type { TLinkable } from '../api/link-to-planner';

// The modal (its form, the planners' rules and zod) loads when a member opens it, not with every product page.
const AddToPlannerModal = lazy(() =>
  import('./add-to-planner-modal').then((module) => ({ default: module.AddToPlannerModal })),
);

type TAddToPlannerButtonProps = { subject: TLinkable; isLoginOffered: boolean };

export function AddToPlannerButton({ subject, isLoginOffered }: TAddToPlannerButtonProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [isOpen, setOpen] = useState(false);
  // A stored token not yet checked: whose page this is is not known yet.
  const isRestoring = !user && getToken() !== null;
  const isVisitor = !user && !isRestoring;
  if (isRestoring || (isVisitor && !isLoginOffered) || (user && !hasAbility(user, 'planners.keep'))) return null;

  return (
    <Box>
      <Button
        variant="light"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => (user ? setOpen(true) : openModal({ name: 'loginModal' }))}
      >
        {t('planners.add.button')}
      </Button>
      {isOpen && user && (
        <Suspense fallback={null}>
          <AddToPlannerModal subject={subject} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
