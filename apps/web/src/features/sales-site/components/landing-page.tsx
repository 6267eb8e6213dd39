/**
 * The platform's landing page: the product itself first — the demo site as it is today, on a desktop and a phone
 * (issue 26 item 16) — then what Izlog is, the three licence types with their yearly price, how one gets a site, and
 * the way to buy one.
 */
import { Box, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PHONE_QUERY } from '@/lib/breakpoints';
import { platformLinks, platformRoutes } from '@/lib/platform-paths';
import { usePlatformTitle } from '@/lib/platform-title';
import { formatRsdMinor } from '@/lib/price';
import { useTemplates } from '@/lib/templates-query';
import { useLicencePrices } from '../api/get-licence-prices';
import { FeatureIcon } from './feature-icons';
import { SitePicture } from './site-picture';

const WHAT = ['content', 'shop', 'planners', 'app'] as const;
const STEPS = ['type', 'template', 'details', 'pay'] as const;

export function LandingPage() {
  const { t } = useTranslation();
  usePlatformTitle(null);
  return (
    <>
      <Box bg="var(--mantine-color-teal-0)" py={{ base: 40, md: 72 }}>
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <Stack gap="lg" justify="center">
              <Title order={1} fz={{ base: 34, md: 48 }} lh={1.1}>
                {t('salesSite.landing.title')}
              </Title>
              <Text size="lg">{t('salesSite.landing.lead')}</Text>
              <Group gap="sm">
                <Button component={Link} to={platformLinks.buy()} size="md">
                  {t('salesSite.landing.buy')}
                </Button>
                <Button component={Link} to={platformRoutes.templates} size="md" variant="default">
                  {t('salesSite.landing.seeTemplates')}
                </Button>
              </Group>
            </Stack>
            <ProductPicture />
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={56}>
        <Stack gap={56}>
          <Box component="section" aria-labelledby="landing-what">
            <Title order={2} id="landing-what" mb="lg">
              {t('salesSite.landing.whatTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
              {WHAT.map((key) => (
                <Stack key={key} gap="xs">
                  <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
                    <FeatureIcon feature={key} />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {t(`salesSite.landing.what.${key}.title`)}
                  </Title>
                  <Text size="sm">{t(`salesSite.landing.what.${key}.text`)}</Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Box>

          <LicenceTypes />

          <Box component="section" aria-labelledby="landing-steps">
            <Title order={2} id="landing-steps" mb="lg">
              {t('salesSite.landing.stepsTitle')}
            </Title>
            <List type="ordered" spacing="sm" size="md">
              {STEPS.map((key) => (
                <List.Item key={key}>{t(`salesSite.landing.steps.${key}`)}</List.Item>
              ))}
            </List>
          </Box>

          <Card
            component="section"
            aria-labelledby="landing-cta"
            bg="teal.7"
            c="white"
            radius="lg"
            p={{ base: 'lg', md: 40 }}
          >
            <Stack gap="sm" align="flex-start">
              <Title order={2} id="landing-cta" c="white">
                {t('salesSite.landing.ctaTitle')}
              </Title>
              <Text c="white" maw={640}>
                {t('salesSite.landing.ctaText')}
              </Text>
              <Button component={Link} to={platformLinks.buy()} variant="white" color="teal.9" size="md">
                {t('salesSite.landing.buy')}
              </Button>
            </Stack>
          </Card>
        </Stack>
      </Container>
    </>
  );
}

/** The three types with their yearly price; while the prices load (or if they cannot), the names link to Pricing. */
function LicenceTypes() {
  const { t } = useTranslation();
  const prices = useLicencePrices();
  return (
    <Box component="section" aria-labelledby="landing-types">
      <Title order={2} id="landing-types" mb={4}>
        {t('salesSite.landing.typesTitle')}
      </Title>
      <Text mb="lg">{t('salesSite.landing.typesLead')}</Text>
      {prices.data && (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {prices.data.prices.map((price) => (
            <Card key={price.licence_type} withBorder radius="md" padding="lg">
              <Stack gap="xs" h="100%">
                <Title order={3} size="h4">
                  {price.name}
                </Title>
                <Text fw={700} fz="xl">
                  {price.price === 0
                    ? t('salesSite.landing.free')
                    : t('salesSite.landing.perYear', { price: formatRsdMinor(price.price) })}
                </Text>
                <Text size="sm" flex={1}>
                  {price.description}
                </Text>
                <Button
                  component={Link}
                  to={platformLinks.buy(price.licence_type)}
                  variant="light"
                  aria-label={t('salesSite.pricing.choose', { name: price.name })}
                >
                  {t('salesSite.pricing.chooseShort')}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Button component={Link} to={platformRoutes.pricing} variant="subtle" mt="md" px={0}>
        {t('salesSite.landing.comparePrices')}
      </Button>
    </Box>
  );
}

/**
 * The demo site in two of its templates as the server draws them today: a desktop's with a phone's over its corner,
 * or on a phone the phone's alone. Only the one that fits is in the page, so a phone loads one picture.
 */
function ProductPicture() {
  const { t } = useTranslation();
  // Read at the first render: a desktop picture swapped for a phone's after it would move the page.
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const templates = useTemplates();
  const [desktop, phone] = [templates.data?.[0], templates.data?.[1] ?? templates.data?.[0]];
  const phonePicture = (
    <Box style={{ borderRadius: 16, border: '4px solid #1f2428', boxShadow: '0 14px 30px #0003', background: '#fff' }}>
      {phone ? (
        <SitePicture
          url={phone.preview_url}
          title={t('salesSite.templates.picturePhone', { name: phone.name })}
          screen="phone"
          isEager
          radius={12}
        />
      ) : (
        <Box style={{ aspectRatio: '390 / 780', borderRadius: 12 }} />
      )}
    </Box>
  );
  if (isPhone) {
    return (
      <Box w="64%" mx="auto">
        {phonePicture}
      </Box>
    );
  }
  return (
    <Box pos="relative" pr="16%" pb={24}>
      <Box style={{ borderRadius: 10, boxShadow: '0 18px 40px #0b7a5733', border: '1px solid #dee2e6' }}>
        {desktop ? (
          <SitePicture
            url={desktop.preview_url}
            title={t('salesSite.templates.pictureDesktop', { name: desktop.name })}
            screen="desktop"
            heightShare={0.9}
            isEager
            radius={10}
          />
        ) : (
          <Box style={{ aspectRatio: '1280 / 720', borderRadius: 10 }} bg="white" />
        )}
      </Box>
      <Box pos="absolute" right={0} bottom={0} w="30%">
        {phonePicture}
      </Box>
    </Box>
  );
}
