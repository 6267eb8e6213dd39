/**
 * Step 3 of the category wizard: content type (fixed once the category exists, SPEC §3/§4, so locked when editing),
 * parent category (same content type, never itself or below itself) and status (active or deleted).
 */
import { CONTENT_TYPE_NAMES } from '@izlog/contract/categories';
import { CATEGORY_STATUSES, CONTENT_TYPE_IDS, type TContentTypeId } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import { Group, Radio, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import type { TSchemaForm } from '@/lib/schema-form';
import { useAdminCategories } from '../api/get-admin-categories';
import { type TCategoryFormValues, TOP_LEVEL } from '../utils/category-form';
import { parentChoices } from '../utils/category-tree';

type TPlacementStepProps = { form: TSchemaForm<TCategoryFormValues>; categoryId?: number };

export function WizardPlacementStep({ form, categoryId }: TPlacementStepProps) {
  const { t } = useTranslation();
  const language = getLanguage();
  const isEdit = categoryId !== undefined;
  const contentTypeId = Number(form.values.content_type_id) as TContentTypeId;
  const categories = useAdminCategories(contentTypeId, 'active');
  const parents = [
    { value: TOP_LEVEL, label: t('categoryAdmin.fields.topLevel') },
    ...parentChoices(categories.data ?? [], categoryId),
  ];

  return (
    <Stack>
      <Select
        label={t('categoryAdmin.fields.contentType')}
        data={CONTENT_TYPE_IDS.map((id) => ({ value: String(id), label: CONTENT_TYPE_NAMES[id][language] }))}
        allowDeselect={false}
        required
        disabled={isEdit}
        // Said before it is tried: the server refuses another type for an existing category.
        description={isEdit ? formatMessage('category_content_type_fixed', language) : undefined}
        {...form.getInputProps('content_type_id')}
        onChange={(value) => {
          if (value === null) return;
          form.setFieldValue('content_type_id', value);
          // Parents belong to one content type: another type starts at the top level.
          form.setFieldValue('parent_category_id', TOP_LEVEL);
        }}
      />
      <Select
        label={t('categoryAdmin.fields.parent')}
        data={parents}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('categoryAdmin.pick.none')}
        disabled={categories.isPending}
        {...form.getInputProps('parent_category_id')}
      />
      <Radio.Group label={t('categoryAdmin.fields.status')} {...form.getInputProps('status')}>
        <Group mt="xs">
          {CATEGORY_STATUSES.map((status) => (
            <Radio key={status} value={status} label={t(`categoryAdmin.status.${status}`)} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
