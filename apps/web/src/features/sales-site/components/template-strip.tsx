/**
 * Every template with the demo content, as a phone shows it today (issue 26 item 16): the pricing page's answer to
 * "what will my site look like", each picture with the template's name and the way to its live preview. The pictures
 * load as they come near; the templates' list failing leaves the section out (the prices are the page's point).
 */
import { Anchor, Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { platformLinks } from '@/lib/platform-paths';
import { useTemplates } from '@/lib/templates-query';
import { SitePicture } from './site-picture';

export function TemplateStrip() {
  const { t } = useTranslation();
  const templates = useTemplates();
  if (!templates.data || templates.data.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="pricing-templates" gap="md">
      <Stack gap={4}>
        <Title order={2} id="pricing-templates">
          {t('salesSite.pricing.templatesTitle')}
        </Title>
        <Text maw={720}>{t('salesSite.pricing.templatesLead')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="lg" maw={760}>
        {templates.data.map((template) => (
          <Stack key={template.id} gap="xs" align="center">
            <Box w="100%" maw={220}>
              <div style={{ borderRadius: 14, border: '3px solid #1f2428', background: '#fff' }}>
                <SitePicture
                  url={template.preview_url}
                  title={t('salesSite.templates.picturePhone', { name: template.name })}
                  screen="phone"
                  heightShare={0.8}
                  radius={11}
                />
              </div>
            </Box>
            <Anchor component={Link} to={platformLinks.templatePreview(template.id)} fw={600}>
              {t('salesSite.templates.preview', { name: template.name })}
            </Anchor>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
