/**
 * The auth-user modal's profile listings (SPEC §2): what the user's public profile shows — their approved catalogs,
 * products and blogs, the kinds their role writes — with the way to the public profile and to profile setup.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasAbility } from '@/lib/current-user-store';
import { closeModal } from '@/lib/modal-store';
import { links } from '@/lib/paths';
import { profileSetupPathFor } from '@/lib/profile-setup-path';
import { type TProfileListingKind, useProfileListing } from '../api/get-profile-listings';
import { ListLoadState } from './list-load-state';

const PUBLIC_LINK: Record<TProfileListingKind, (slug: string) => string> = {
  catalogs: links.catalog,
  products: links.product,
  blogs: links.blog,
};

/** The kinds a profile can list for this user: sellers' catalogs and products, writers' blogs. */
function listingKindsFor(user: Pick<TCurrentUser, 'abilities'>): TProfileListingKind[] {
  const kinds: TProfileListingKind[] = [];
  if (hasAbility(user, 'contents.productDrafts')) kinds.push('catalogs', 'products');
  if (hasAbility(user, 'contents.blogDrafts')) kinds.push('blogs');
  return kinds;
}

export function ProfileListingsSection({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation();
  const setupLink = profileSetupPathFor(user);
  const kinds = listingKindsFor(user);
  return (
    <Stack gap="md">
      <Text>{t('profiles.authUser.listingsLead')}</Text>
      <Group gap="sm">
        <Button component={Link} to={links.profile(user.id)} onClick={closeModal} size="sm">
          {t('profiles.authUser.openPublicProfile')}
        </Button>
        {setupLink && (
          <Button component={Link} to={setupLink} onClick={closeModal} variant="light" size="sm">
            {t('profiles.authUser.openProfileSetup')}
          </Button>
        )}
      </Group>
      {kinds.map((kind) => (
        <Listing key={kind} kind={kind} userId={user.id} />
      ))}
    </Stack>
  );
}

function Listing({ kind, userId }: { kind: TProfileListingKind; userId: number }) {
  const { t } = useTranslation();
  const listing = useProfileListing(kind, userId);
  const title = t(`profiles.authUser.listings.${kind}`);
  const headingId = `profile-listing-${kind}`;
  const total = listing.data ? Math.max(listing.data.pagination.totalCount, listing.data.items.length) : 0;
  const more = listing.data ? total - listing.data.items.length : 0;
  return (
    <Stack component="section" aria-labelledby={headingId} gap={6}>
      <Title order={3} size="h5" id={headingId}>
        {listing.data ? t('profiles.authUser.listingCount', { title, count: total }) : title}
      </Title>
      {!listing.data ? (
        <ListLoadState query={listing} />
      ) : listing.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`profiles.authUser.listingEmpty.${kind}`)}
        </Text>
      ) : (
        <Stack component="ul" gap={4} m={0} pl="md">
          {listing.data.items.map((item) => (
            <li key={item.id}>
              <Anchor component={Link} to={PUBLIC_LINK[kind](item.slug)} onClick={closeModal} size="sm">
                {item.title}
              </Anchor>
            </li>
          ))}
          {more > 0 && (
            <Text component="li" size="sm" c="dimmed" style={{ listStyle: 'none' }}>
              {t('profiles.authUser.andMore', { count: more })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
