/**
 * The platform's landing page: what Izlog is, the three licence types with their yearly price, how one gets a site,
 * and the way to buy one.
 */
import { Box, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { platformLinks, platformRoutes } from '@/lib/platform-paths';
import { usePlatformTitle } from '@/lib/platform-title';
import { formatRsdMinor } from '@/lib/price';
import { useLicencePrices } from '../api/get-licence-prices';
import { IzlogMark } from './izlog-brand';
import { TemplateSketch } from './template-sketch';

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
            <Box visibleFrom="sm" style={{ filter: 'drop-shadow(0 10px 24px #0b7a5733)' }}>
              <TemplateSketch templateKey="classic" />
            </Box>
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
                    <IzlogMark size={24} />
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
