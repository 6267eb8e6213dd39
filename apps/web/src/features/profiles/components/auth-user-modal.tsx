/**
 * The auth-user modal of SPEC §2 for the signed-in user: their blogs (for those who write blogs), their planners (for
 * those who keep planners: the section is the planners feature's, handed in by the app as `renderPlanners`, since
 * features do not import each other) and what their public profile lists. A section the user has not opens the first.
 */
import { Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/app-modal';
import { PHONE_QUERY } from '@/lib/breakpoints';
import { hasAbility, useCurrentUser } from '@/lib/current-user-store';
import { closeModal, type TAuthUserSection } from '@/lib/modal-store';
import { blogLinksFor } from '../utils/account-links';
import { OwnBlogsSection } from './own-blogs-section';
import { ProfileListingsSection } from './profile-listings-section';

type TAuthUserModalProps = {
  section?: TAuthUserSection;
  /** The planner section's content, for users who keep planners. */
  renderPlanners?: () => ReactNode;
};

export function AuthUserModal({ section: requested, renderPlanners }: TAuthUserModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const user = useCurrentUser();
  const blogLinks = user ? blogLinksFor(user) : null;
  const hasPlanners = renderPlanners !== undefined && hasAbility(user, 'planners.keep');
  const sections: TAuthUserSection[] = [
    ...(blogLinks ? (['blogs'] as const) : []),
    ...(hasPlanners ? (['planner'] as const) : []),
    'profile',
  ];
  const [section, setSection] = useState<TAuthUserSection>(
    () => sections.find((each) => each === requested) ?? sections[0] ?? 'profile',
  );
  // Signed out while it was open (logout elsewhere, an expired session): nothing of the account is left to show.
  if (!user) return null;

  return (
    <AppModal opened onClose={closeModal} title={t('profiles.authUser.title')} size="48rem" fullScreen={isPhone}>
      <Tabs value={section} onChange={(value) => value && setSection(value as TAuthUserSection)} keepMounted={false}>
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
        {hasPlanners && <Tabs.Panel value="planner">{renderPlanners()}</Tabs.Panel>}
        <Tabs.Panel value="profile">
          <ProfileListingsSection user={user} />
        </Tabs.Panel>
      </Tabs>
    </AppModal>
  );
}
