/**
 * The auth-user modal of SPEC §2 for the signed-in user: their blogs (for those who write blogs) and what their
 * public profile lists. SPEC's third section, the planner, is left for the planners issue: it gets its tab there,
 * and until then a request for it opens the first section.
 */
import { Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsNestedDialogOpen } from '@/components/nested-dialog';
import { useCurrentUser } from '@/lib/current-user-store';
import { closeModal, type TAuthUserSection } from '@/lib/modal-store';
import { blogLinksFor } from '../utils/account-links';
import { OwnBlogsSection } from './own-blogs-section';
import { ProfileListingsSection } from './profile-listings-section';

type TShownSection = Exclude<TAuthUserSection, 'planner'>;

export function AuthUserModal({ section: requested }: { section?: TAuthUserSection }) {
  const { t } = useTranslation();
  // A dialog open inside (a confirmation, an image upload) takes Escape; this modal stays.
  const isNestedDialogOpen = useIsNestedDialogOpen();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const user = useCurrentUser();
  const blogLinks = user ? blogLinksFor(user) : null;
  const sections: TShownSection[] = blogLinks ? ['blogs', 'profile'] : ['profile'];
  const [section, setSection] = useState<TShownSection>(
    () => sections.find((each) => each === requested) ?? sections[0] ?? 'profile',
  );
  // Signed out while it was open (logout elsewhere, an expired session): nothing of the account is left to show.
  if (!user) return null;

  return (
    <Modal
      opened
      onClose={closeModal}
      closeOnEscape={!isNestedDialogOpen}
      title={t('profiles.authUser.title')}
      size="48rem"
      fullScreen={isPhone}
    >
      <Tabs value={section} onChange={(value) => value && setSection(value as TShownSection)} keepMounted={false}>
        <Tabs.List aria-label={t('profiles.authUser.sectionsLabel')} mb="md">
          {sections.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {t(`profiles.authUser.sections.${each}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {blogLinks && (
          <Tabs.Panel value="blogs">
            <OwnBlogsSection userId={user.id} blogLinks={blogLinks} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="profile">
          <ProfileListingsSection user={user} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
