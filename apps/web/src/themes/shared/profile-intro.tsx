/**
 * The top of a Public Profile (issue 26 item 10): who the author is, in what they entered at registration or in their
 * profile — a client's logo, "about", public e-mail, social links and locations (main one first). It is a client's
 * shop window, so every theme shows all of it; a part the author left empty is left out, and with none there is no
 * section. The theme gives the heading and spacing, as for the profile's lists.
 */
import type { TProfileLocation, TPublicProfile } from '@izlog/contract/profiles';
import { Anchor, Badge, Box, Flex, Group, Image, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TProfileSectionLook } from './profile-sections';

const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter'] as const;
const LOGO_SIZE = 112;
const ABOUT_ID = 'profile-about';

/** A link the author entered, if it is a web address: anything else (an old row, a typo) is not made a link. */
function webAddressOf(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const placeOf = ({ address, city, country }: TProfileLocation) =>
  [address, city, country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

type TProfileIntroProps = {
  profile: TPublicProfile;
  authorName: string | null;
  look: Pick<TProfileSectionLook, 'Heading' | 'gap'>;
};

export function ProfileIntro({ profile, authorName, look }: TProfileIntroProps) {
  const { t } = useTranslation();
  const socialLinks = SOCIAL_NETWORKS.flatMap((network) => {
    const href = webAddressOf(profile[network]);
    return href ? [{ network, href }] : [];
  });
  const locations = [...(profile.locations ?? [])]
    .filter((location) => placeOf(location) !== '')
    .sort((a, b) => b.primary_location - a.primary_location);
  const bio = profile.bio?.trim() || null;
  const email = profile.public_email?.trim() || null;
  if (!profile.avatar && !bio && !email && socialLinks.length === 0 && locations.length === 0) return null;

  const { Heading } = look;
  return (
    <Flex component="section" aria-labelledby={ABOUT_ID} gap="lg" direction={{ base: 'column', xs: 'row' }}>
      {profile.avatar && (
        <Box
          w={LOGO_SIZE}
          h={LOGO_SIZE}
          style={{
            flexShrink: 0,
            borderRadius: 'var(--mantine-radius-md)',
            border: '1px solid var(--izlog-color-border, var(--mantine-color-default-border))',
            background: 'var(--mantine-color-white)',
            overflow: 'hidden',
          }}
        >
          {/* A logo is shown whole, never cropped to the box. */}
          <Image
            src={profile.avatar}
            alt={authorName ? t('catalogue.profileLogo', { name: authorName }) : ''}
            w={LOGO_SIZE}
            h={LOGO_SIZE}
            fit="contain"
          />
        </Box>
      )}
      <Stack gap={look.gap} style={{ minWidth: 0, flex: 1 }}>
        <Heading id={ABOUT_ID}>
          {profile.is_client ? t('catalogue.profileAboutCompany') : t('catalogue.profileAboutAuthor')}
        </Heading>
        {bio && (
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} maw="65ch">
            {bio}
          </Text>
        )}
        {(email || socialLinks.length > 0) && (
          <Group gap="md" aria-label={t('catalogue.profileContact')} role="group">
            {email && (
              <Anchor href={`mailto:${email}`} aria-label={t('catalogue.profileWriteTo', { email })}>
                {email}
              </Anchor>
            )}
            {socialLinks.map(({ network, href }) => (
              <Anchor key={network} href={href} rel="noopener noreferrer me">
                {t(`catalogue.profileSocial.${network}`)}
              </Anchor>
            ))}
          </Group>
        )}
        {locations.length > 0 && (
          <List aria-label={t('catalogue.profileLocations')} spacing={4} listStyleType="none" m={0} p={0}>
            {locations.map((location) => (
              <List.Item key={location.id}>
                <Text span>{placeOf(location)}</Text>
                {location.primary_location === 1 && locations.length > 1 && (
                  <Badge ml="xs" variant="light" size="sm">
                    {t('catalogue.profilePrimaryLocation')}
                  </Badge>
                )}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Flex>
  );
}
