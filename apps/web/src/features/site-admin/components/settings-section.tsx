/**
 * The site's settings (SPEC §2 "Site settings", §5): name, logo, description, the home page's hero, contact and social
 * profiles, with SPEC §5's rules at the fields and a live preview of the header and hero beside the form — the
 * site's own header and hero pieces, fed the values as they are typed.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { ZUpdateLicenceDataRequest } from '@izlog/contract/site-settings';
import {
  Box,
  Button,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  useComputedColorScheme,
} from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageField } from '@/components/media/image-field';
import { brandCssVariables } from '@/lib/brand-colour';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import type { TSiteLook } from '@/lib/site-look';
import { useUpdateLicenceData } from '../api/update-licence-data';
import { isLicenceAnswer } from '../utils/licence-answer';
import {
  logoProblem,
  previewLookOf,
  settingsFormData,
  settingsFormValuesOf,
  type TSettingsFormValues,
} from '../utils/settings-form-values';
import { BrandColorInput } from './brand-color-input';
import { LogoInput } from './logo-input';

export type TRenderSitePreview = (look: TSiteLook) => ReactNode;

type TSettingsSectionProps = { licence: TPublicLicence; renderPreview: TRenderSitePreview };

export function SettingsSection({ licence, renderPreview }: TSettingsSectionProps) {
  const { t } = useTranslation();
  const update = useUpdateLicenceData();
  // The rule "a logo is required while the site has none" reads the stored logo as it is now, after a save too.
  const hasStoredLogo = useRef(Boolean(licence.icon));
  hasStoredLogo.current = Boolean(licence.icon);
  const { form, onSubmit } = useSchemaForm<TSettingsFormValues>({
    schema: ZUpdateLicenceDataRequest,
    initialValues: settingsFormValuesOf(licence),
    validateExtra: (values, language): Record<string, string> => {
      const problem = logoProblem(values.icon, hasStoredLogo.current, language);
      return problem ? { icon: problem } : {};
    },
  });
  // A new file input after a save, so it no longer names the file that was sent.
  const [logoInputKey, setLogoInputKey] = useState(0);
  const chosenLogo = form.values.icon;
  const chosenLogoUrl = useObjectUrl(chosenLogo && !form.errors.icon ? chosenLogo : null);

  const handleSubmit = onSubmit((values) =>
    update.mutateAsync(settingsFormData(values)).then(
      (answer) => {
        notify('success', answer.message ?? t('siteAdmin.settings.saved'));
        const saved = isLicenceAnswer(answer) ? answer : null;
        form.setValues(saved ? settingsFormValuesOf(saved) : { ...values, icon: null });
        form.resetDirty();
        setLogoInputKey((key) => key + 1);
      },
      (error: unknown) => reportFormError(form, error),
    ),
  );

  const text = (field: keyof TSettingsFormValues) => form.getInputProps(field);
  const colorScheme = useComputedColorScheme('light');
  // The preview wears the colour as typed; a colour that is not yet #rrggbb shows the one stored.
  const previewColor = form.errors.brand_color ? licence.brand_color : form.values.brand_color;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <form onSubmit={handleSubmit} noValidate aria-labelledby="site-settings-heading">
          <Stack gap="lg">
            <Title order={3} size="h4" id="site-settings-heading">
              {t('siteAdmin.settings.lookTitle')}
            </Title>
            <TextInput
              label={t('siteAdmin.settings.siteName')}
              description={t('siteAdmin.settings.siteNameHint')}
              required
              data-autofocus
              {...text('site_name')}
            />
            <LogoInput
              key={logoInputKey}
              storedUrl={licence.icon}
              chosenUrl={chosenLogoUrl}
              chosenName={chosenLogo?.name ?? null}
              error={form.errors.icon as string | undefined}
              onChange={(file) => {
                form.setFieldValue('icon', file);
                // Said at once: a wrong file is named before the admin goes on to the next field.
                form.validateField('icon');
              }}
            />
            <Textarea
              label={t('siteAdmin.settings.description')}
              description={t('siteAdmin.settings.descriptionHint')}
              autosize
              minRows={2}
              maxRows={5}
              {...text('description')}
            />
            <ImageField
              label={t('siteAdmin.settings.siteImage')}
              ratio="siteImage"
              value={form.values.site_image}
              onChange={(value) => form.setFieldValue('site_image', value)}
              error={form.errors.site_image as string | undefined}
            />
            <TextInput
              label={t('siteAdmin.settings.overlayText')}
              description={t('siteAdmin.settings.overlayTextHint')}
              {...text('overlay_text')}
            />
            <BrandColorInput
              {...text('brand_color')}
              value={form.values.brand_color}
              onReset={() => form.setFieldValue('brand_color', '')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('siteAdmin.settings.buttonText')} {...text('button_text')} />
              <TextInput
                label={t('siteAdmin.settings.linkText')}
                description={t('siteAdmin.settings.linkTextHint')}
                leftSection={<Text aria-hidden="true">/</Text>}
                autoCapitalize="none"
                spellCheck={false}
                {...text('link_text')}
              />
            </SimpleGrid>

            <Title order={3} size="h4">
              {t('siteAdmin.settings.contactTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('siteAdmin.settings.phone')} type="tel" autoComplete="off" {...text('phone')} />
              <TextInput label={t('siteAdmin.settings.address')} {...text('address')} />
              <TextInput label={t('siteAdmin.settings.city')} {...text('city')} />
              <TextInput label={t('siteAdmin.settings.country')} {...text('country')} />
            </SimpleGrid>

            <Title order={3} size="h4">
              {t('siteAdmin.settings.socialTitle')}
            </Title>
            <Text size="sm" c="dimmed" mt={-8}>
              {t('siteAdmin.settings.socialHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Facebook" type="url" {...text('facebook_url')} />
              <TextInput label="Instagram" type="url" {...text('instagram_url')} />
              <TextInput label="X (Twitter)" type="url" {...text('twitter_url')} />
              <TextInput label="LinkedIn" type="url" {...text('linkedin_url')} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                {t('siteAdmin.settings.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Box pos={{ md: 'sticky' }} top={0}>
          <Stack gap="xs">
            <Title order={3} size="h4" id="site-preview-heading">
              {t('siteAdmin.preview.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('siteAdmin.preview.hint')}
            </Text>
            {/* A picture of the page, not a second page: nothing in it takes focus or a click. */}
            <Box
              role="group"
              aria-labelledby="site-preview-heading"
              inert
              style={{
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-md)',
                ...brandCssVariables(previewColor, colorScheme),
              }}
            >
              {renderPreview(previewLookOf(licence, form.values, chosenLogoUrl))}
            </Box>
          </Stack>
        </Box>
      </Grid.Col>
    </Grid>
  );
}

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
