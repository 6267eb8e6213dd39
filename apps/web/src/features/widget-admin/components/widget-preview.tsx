/**
 * The live preview beside the wizard: the widget as the page will show it — its cover, name and description, then a
 * contact form's outline, or a list laid out `layout` items per row with `limit` items: the real contents its type,
 * category and order find (asked once a content type is chosen; a moment after the sliders stop), placeholders
 * otherwise. Only a picture of the widget: nothing in it is a control.
 */
import type { TContentListItem } from '@izlog/contract/contents';
import { formatMessage } from '@izlog/contract/messages';
import { Box, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { imagePreviewUrl } from '@/components/media/image-value';
import { getLanguage } from '@/lib/i18n';
import { usePreviewItems } from '../api/get-preview-items';
import { useWidgetSummary } from '../hooks/use-widget-summary';
import { type TWidgetFormValues, widgetContentTypeOf } from '../utils/widget-form';

export function WidgetPreview({ values }: { values: TWidgetFormValues }) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = values.widget_title.trim();
  const description = values.widget_description.trim();
  return (
    <Box component="section" aria-labelledby={headingId} pos={{ md: 'sticky' }} top={0}>
      <Title order={3} size="h5" id={headingId} mb={4}>
        {t('widgetAdmin.preview.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('widgetAdmin.preview.hint')}
      </Text>
      <Paper withBorder p="md" radius="md" data-testid="widget-preview">
        <Stack gap="sm">
          {values.image && (
            <Image
              src={imagePreviewUrl(values.image)}
              alt={t('widgetAdmin.preview.coverAlt')}
              radius="sm"
              fit="cover"
              style={{ aspectRatio: '3 / 2' }}
            />
          )}
          <Text fw={700} size="lg" c={title ? undefined : 'dimmed'}>
            {title || t('widgetAdmin.preview.untitled')}
          </Text>
          {description && <Text size="sm">{description}</Text>}
          {values.is_contact_form ? <ContactFormOutline /> : <ListPreview values={values} />}
        </Stack>
      </Paper>
    </Box>
  );
}

function ListPreview({ values }: { values: TWidgetFormValues }) {
  const { t } = useTranslation();
  const contentTypeId = widgetContentTypeOf(values.content_type_id);
  const summary = useWidgetSummary({
    is_contact_form: false,
    content_type_id: contentTypeId ?? null,
    category_id: values.category_id ? Number(values.category_id) : null,
    is_tag_related: values.is_tag_related,
    selected_tags: values.selected_tags.map((id) => ({ id: Number(id), name: values.tag_names[id] ?? id })),
    criteria: values.criteria,
    limit: values.limit,
    layout: values.layout,
  });
  // The sliders move by steps: the list is asked once they rest.
  const [filter] = useDebouncedValue(
    contentTypeId
      ? {
          contentTypeId,
          categoryId: values.category_id ? Number(values.category_id) : undefined,
          criterion: values.criteria,
          limit: values.limit,
        }
      : undefined,
    300,
  );
  const items = usePreviewItems(filter);
  const columns = { base: Math.min(values.layout, 2), sm: values.layout };
  const found = contentTypeId && !items.isError ? items.data?.items : undefined;
  const hasTags = values.selected_tags.length > 0 || values.is_tag_related;

  return (
    <Stack gap="xs">
      {summary.shows && (
        <Text size="xs" c="dimmed">
          {summary.shows}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {summary.order}
      </Text>
      {found && found.length === 0 && <Text size="sm">{formatMessage('widget_no_content', getLanguage())}</Text>}
      {found && found.length > 0 && (
        <SimpleGrid cols={columns} spacing="xs">
          {found.map((item) => (
            <PreviewItem key={item.id} item={item} />
          ))}
        </SimpleGrid>
      )}
      {!found && (
        <>
          <Text size="xs" c="dimmed">
            {contentTypeId && items.isPending
              ? t('common.loading')
              : hasTags
                ? t('widgetAdmin.preview.placeholders')
                : t('widgetAdmin.preview.chooseContent')}
          </Text>
          <SimpleGrid cols={columns} spacing="xs" aria-hidden="true">
            {Array.from({ length: values.limit }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
              <Stack key={index} gap={4}>
                <Skeleton h={48} animate={false} />
                <Skeleton h={8} w="80%" animate={false} />
              </Stack>
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

function PreviewItem({ item }: { item: TContentListItem }) {
  return (
    <Stack gap={4}>
      {item.image ? (
        <Image src={item.image} alt="" radius="xs" fit="cover" style={{ aspectRatio: '3 / 2' }} />
      ) : (
        <Skeleton h={48} animate={false} aria-hidden="true" />
      )}
      <Text size="xs" lineClamp={2}>
        {item.title}
      </Text>
    </Stack>
  );
}

/** What a visitor will see of a contact form: its fields' outline, drawn, not usable here. */
function ContactFormOutline() {
  const { t } = useTranslation();
  const line = (label: string, height: number) => (
    <Stack gap={2}>
      <Text size="xs">{label}</Text>
      <Box h={height} style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }} />
    </Stack>
  );
  return (
    <Stack gap="xs" aria-label={t('widgetAdmin.preview.formOutline')} role="img">
      {line(t('widgetAdmin.preview.formEmail'), 28)}
      {line(t('widgetAdmin.preview.formMessage'), 64)}
      <Box
        w={96}
        h={28}
        bg="blue.7"
        c="white"
        style={{ borderRadius: 4, display: 'grid', placeItems: 'center', fontSize: 12 }}
      >
        {t('common.send')}
      </Box>
    </Stack>
  );
}
