/**
 * Profile setup (SPEC §2) for the signed-in user, at /my/profile (members) and /admin/profile (staff): a client's
 * company profile, or everyone else's personal one — which one is the user's ability, never their role. A skeleton
 * while the profile loads, the error with "Try again" when it cannot.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, PageSkeleton } from '@/components/states';
import { hasAbility } from '@/lib/current-user-store';
import { links } from '@/lib/paths';
import { useOwnProfile } from '../api/get-own-profile';
import { CompanyProfileForm } from './company-profile-form';
import { PersonalProfileForm } from './personal-profile-form';

export function ProfileSetupPage({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation();
  const profile = useOwnProfile(user.id);
  const isCompany = hasAbility(user, 'profiles.companyProfile');
  const canPickStock = hasAbility(user, 'media.stockPhotos');

  return (
    <Stack gap="md">
      <Title order={1}>{t('profiles.setup.title')}</Title>
      <Text c="dimmed">{isCompany ? t('profiles.setup.leadCompany') : t('profiles.setup.leadPersonal')}</Text>
      <Anchor component={Link} to={links.profile(user.id)} w="fit-content">
        {t('profiles.setup.publicProfileLink')}
      </Anchor>
      {profile.data ? (
        isCompany ? (
          <CompanyProfileForm profile={profile.data} canPickStock={canPickStock} />
        ) : (
          <PersonalProfileForm profile={profile.data} canPickStock={canPickStock} />
        )
      ) : profile.isError ? (
        <ErrorState
          message={profile.error.message || t('profiles.setup.loadFailed')}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <PageSkeleton />
      )}
    </Stack>
  );
}
