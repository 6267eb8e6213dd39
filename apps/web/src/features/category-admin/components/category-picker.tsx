/** "Edit a category": choose the content type, then the category (active or deleted, named by its path). */
import type { TCategory } from '@izlog/contract/categories';
import type { TContentTypeId } from '@izlog/contract/constants';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminCategories } from '../api/get-admin-categories';
import { categoryPath } from '../utils/category-tree';
import { ContentTypeSwitch } from './content-type-switch';
import { LoadState } from './load-state';

type TCategoryPickerProps = {
  contentTypeId: TContentTypeId;
  onContentTypeChange(contentTypeId: TContentTypeId): void;
  onPick(categoryId: number): void;
};

export function CategoryPicker({ contentTypeId, onContentTypeChange, onPick }: TCategoryPickerProps) {
  const { t } = useTranslation();
  const active = useAdminCategories(contentTypeId, 'active');
  const deleted = useAdminCategories(contentTypeId, 'deleted');
  const [chosen, setChosen] = useState<string | null>(null);
  const all: TCategory[] = [...(active.data ?? []), ...(deleted.data ?? [])];
  const byId = new Map(all.map((category) => [category.id, category]));
  const options = all.map((category) => ({
    value: String(category.id),
    label:
      category.status === 'deleted'
        ? `${categoryPath(category, byId)} (${t('categoryAdmin.status.deleted')})`
        : categoryPath(category, byId),
  }));

  return (
    <Stack>
      <ContentTypeSwitch
        value={contentTypeId}
        onChange={(next) => {
          setChosen(null);
          onContentTypeChange(next);
        }}
      />
      <LoadState query={active} isEmpty={options.length === 0} emptyMessage={t('categoryAdmin.pick.none')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) onPick(Number(chosen));
          }}
        >
          <Stack>
            <Select
              label={t('categoryAdmin.pick.category')}
              placeholder={t('categoryAdmin.pick.placeholder')}
              data={options}
              value={chosen}
              onChange={setChosen}
              searchable
              data-autofocus
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={!chosen}>
                {t('categoryAdmin.pick.continue')}
              </Button>
            </Group>
          </Stack>
        </form>
      </LoadState>
    </Stack>
  );
}
