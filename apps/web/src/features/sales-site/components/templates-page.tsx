/**
 * Templates (SPEC §2): every template from GET /templates as a card with its demo home as drawn today (one picture
 * per card: each framed page costs the page's thread its layout), its name and line,
 * "Preview" (TemplatePreview: the demo site in desktop, mobile-web and app frames) and "Choose this template".
 */
import type { TTemplate } from '@izlog/contract/sales';
import { Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGridSkeleton, EmptyState, ErrorState } from '@/components/states';
import { platformLinks } from '@/lib/platform-paths';
import { usePlatformTitle } from '@/lib/platform-title';
import { useTemplates } from '@/lib/templates-query';
import { SitePicture } from './site-picture';

const COLUMNS = { base: 1, sm: 2, md: 3 };

export function TemplatesPage() {
  const { t } = useTranslation();
  const templates = useTemplates();
  usePlatformTitle(t('salesSite.templates.title'));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} id="templates-title">
            {t('salesSite.templates.title')}
          </Title>
          <Text maw={720}>{t('salesSite.templates.lead')}</Text>
        </Stack>
        {templates.isPending && <CardGridSkeleton columns={COLUMNS} count={3} />}
        {templates.isError && (
          <ErrorState message={t('salesSite.templates.loadFailed')} onRetry={() => void templates.refetch()} />
        )}
        {templates.data?.length === 0 && <EmptyState message={t('salesSite.templates.empty')} />}
        {templates.data && templates.data.length > 0 && (
          <SimpleGrid
            component="ul"
            aria-labelledby="templates-title"
            cols={COLUMNS}
            spacing="lg"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {templates.data.map((template) => (
              <li key={template.id}>
                <TemplateCard template={template} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}

function TemplateCard({ template }: { template: TTemplate }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Card.Section p="md" bg="var(--mantine-color-gray-0)">
        <Box style={{ boxShadow: 'var(--mantine-shadow-sm)', borderRadius: 8 }}>
          <SitePicture
            url={template.preview_url}
            title={t('salesSite.templates.pictureDesktop', { name: template.name })}
            screen="desktop"
            heightShare={0.9}
          />
        </Box>
      </Card.Section>
      <Stack gap="xs" mt="md" h="100%">
        <Title order={2} size="h3">
          {template.name}
        </Title>
        <Text size="sm" flex={1}>
          {template.description}
        </Text>
        <Group gap="xs" mt="xs">
          <Button
            component={Link}
            to={platformLinks.templatePreview(template.id)}
            variant="outline"
            aria-label={t('salesSite.templates.preview', { name: template.name })}
          >
            {t('salesSite.templates.previewShort')}
          </Button>
          <Button
            component={Link}
            to={platformLinks.buyWithTemplate(template.id)}
            aria-label={t('salesSite.templates.chooseNamed', { name: template.name })}
          >
            {t('salesSite.templates.choose')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
