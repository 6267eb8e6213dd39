/**
 * Step 2 of the widget wizard. A list shows a content type (and, if chosen, one of its categories) or tags — the tags
 * chosen by a search of the site's tags, and on a single content's page the contents sharing its tags (SPEC §5: a
 * content type or tags, checked here). A contact form names the contact service its messages go to.
 */
import { CONTENT_TYPE_NAMES } from '@izlog/contract/categories';
import { WIDGET_CONTENT_TYPES, WIDGET_SELECTED_TAGS_MAX } from '@izlog/contract/widgets';
import { Alert, Button, Checkbox, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import type { TWidgetPage } from '@/lib/modal-store';
import type { TSchemaForm } from '@/lib/schema-form';
import { useContactServices } from '../api/get-contact-services';
import { useTypeCategories } from '../api/get-type-categories';
import { useTagSearch } from '../api/search-tags';
import { type TWidgetFormValues, widgetContentTypeOf } from '../utils/widget-form';

type TStepProps = { form: TSchemaForm<TWidgetFormValues>; page: TWidgetPage };

export function WizardContentStep({ form, page }: TStepProps) {
  return form.values.is_contact_form ? (
    <ContactServiceChoice form={form} />
  ) : (
    <ListContentChoice form={form} page={page} />
  );
}

function ListContentChoice({ form, page }: TStepProps) {
  const { t } = useTranslation();
  const { values } = form;
  const contentTypeId = widgetContentTypeOf(values.content_type_id);
  const categories = useTypeCategories(contentTypeId);
  const typeInput = form.getInputProps('content_type_id');
  const categoryInput = form.getInputProps('category_id');

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('widgetAdmin.fields.contentHint')}
      </Text>
      <Select
        {...typeInput}
        label={t('widgetAdmin.fields.contentType')}
        placeholder={t('widgetAdmin.fields.noContentType')}
        clearable
        data={WIDGET_CONTENT_TYPES.map((id) => ({ value: String(id), label: CONTENT_TYPE_NAMES[id][getLanguage()] }))}
        value={values.content_type_id || null}
        onChange={(value) => {
          form.setFieldValue('content_type_id', value ?? '');
          // A category belongs to one content type.
          form.setFieldValue('category_id', '');
        }}
      />
      <Select
        {...categoryInput}
        label={t('widgetAdmin.fields.category')}
        description={contentTypeId ? t('widgetAdmin.fields.categoryHint') : t('widgetAdmin.fields.categoryNeedsType')}
        placeholder={t('widgetAdmin.fields.allCategories')}
        clearable
        searchable
        disabled={!contentTypeId || categories.isPending}
        data={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
        value={values.category_id || null}
        onChange={(value) => form.setFieldValue('category_id', value ?? '')}
        nothingFoundMessage={t('widgetAdmin.fields.noCategories')}
      />
      {categories.isError && (
        <Text size="sm" c="red.9" role="alert">
          {t('widgetAdmin.fields.categoriesFailed')}
        </Text>
      )}
      <TagChoice form={form} />
      {page.kind === 'content' && (
        <Checkbox
          label={t('widgetAdmin.fields.tagRelated')}
          description={t('widgetAdmin.fields.tagRelatedHint')}
          {...form.getInputProps('is_tag_related', { type: 'checkbox' })}
        />
      )}
    </Stack>
  );
}

/** The widget's selected tags: a search of the site's tags as the admin types, the chosen ones kept with their names. */
function TagChoice({ form }: { form: TSchemaForm<TWidgetFormValues> }) {
  const { t } = useTranslation();
  const { values } = form;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const found = useTagSearch(debouncedSearch);
  const chosen = values.selected_tags.map((id) => ({ value: id, label: values.tag_names[id] ?? id }));
  const suggestions = (found.data ?? [])
    .map((tag) => ({ value: String(tag.id), label: tag.name }))
    .filter((tag) => !values.selected_tags.includes(tag.value));
  const tagInput = form.getInputProps('selected_tags');

  return (
    <MultiSelect
      {...tagInput}
      label={t('widgetAdmin.fields.tags')}
      description={t('widgetAdmin.fields.tagsHint', { max: WIDGET_SELECTED_TAGS_MAX })}
      placeholder={values.selected_tags.length === 0 ? t('widgetAdmin.fields.tagsPlaceholder') : undefined}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={[...chosen, ...suggestions]}
      value={values.selected_tags}
      maxValues={WIDGET_SELECTED_TAGS_MAX}
      nothingFoundMessage={found.isFetching ? t('common.loading') : t('widgetAdmin.fields.noTags')}
      hidePickedOptions
      onChange={(ids) => {
        const names = { ...values.tag_names };
        for (const tag of suggestions) if (ids.includes(tag.value)) names[tag.value] = tag.label;
        form.setFieldValue('tag_names', names);
        form.setFieldValue('selected_tags', ids);
      }}
    />
  );
}

/** The contact service a contact-form widget sends to; a site without one is told where services are made. */
function ContactServiceChoice({ form }: { form: TSchemaForm<TWidgetFormValues> }) {
  const { t } = useTranslation();
  const services = useContactServices();
  if (services.isError) {
    return (
      <Alert color="red" title={t('widgetAdmin.fields.servicesFailed')} role="alert">
        <Stack align="flex-start" gap="sm">
          <Text size="sm">{services.error.message}</Text>
          <Button variant="light" color="red" onClick={() => void services.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const options = (services.data ?? []).map((service) => ({ value: String(service.id), label: service.service_name }));
  return (
    <Stack>
      <Select
        {...form.getInputProps('contact_service_id')}
        label={t('widgetAdmin.fields.contactService')}
        description={t('widgetAdmin.fields.contactServiceHint')}
        placeholder={services.isPending ? t('common.loading') : t('widgetAdmin.fields.chooseService')}
        withAsterisk
        disabled={services.isPending}
        data={options}
        value={form.values.contact_service_id || null}
        onChange={(value) => form.setFieldValue('contact_service_id', value ?? '')}
      />
      {services.isSuccess && options.length === 0 && (
        <Alert color="yellow" title={t('widgetAdmin.fields.noServicesTitle')}>
          {t('widgetAdmin.fields.noServices')}
        </Alert>
      )}
    </Stack>
  );
}
