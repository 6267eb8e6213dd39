/** A section of products, catalogs or blogs: the list on moderation beside the chosen item's review. */

import { CONTENT_TYPE } from '@izlog/contract/constants';
import { Grid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCatalogsOnModeration } from '../api/get-catalogs-on-moderation';
import { useContentsOnModeration } from '../api/get-contents-on-moderation';
import { catalogItem, contentItem, type TModerationItem } from '../utils/moderation-item';
import type { TItemSection } from '../utils/moderation-sections';
import { ItemReview } from './item-review';
import { ModerationItemList } from './moderation-item-list';

type TItemSectionProps = {
  config: TItemSection;
  page: number;
  onPageChange(page: number): void;
  selected: TModerationItem | null;
  onSelect(item: TModerationItem | null): void;
  onDecided(): void;
};

export function ItemSection({ config, page, onPageChange, selected, onSelect, onDecided }: TItemSectionProps) {
  const { t } = useTranslation();
  const isCatalogs = config.contentTypeId === undefined;
  const contents = useContentsOnModeration(config.contentTypeId ?? CONTENT_TYPE.product, page, {
    enabled: !isCatalogs,
  });
  const catalogs = useCatalogsOnModeration(page, { enabled: isCatalogs });
  const query = isCatalogs ? catalogs : contents;
  const items = isCatalogs
    ? (catalogs.data?.items ?? []).map(catalogItem)
    : (contents.data?.items ?? []).map(contentItem);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <ModerationItemList
          label={t('moderation.listLabel', { section: t(`moderation.sections.${config.section}`) })}
          query={query}
          items={items}
          pagination={query.data?.pagination}
          selectedId={selected?.id}
          onSelect={onSelect}
          onPageChange={(next) => {
            onSelect(null);
            onPageChange(next);
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {selected ? (
          <ItemReview key={selected.id} kind={config.kind} item={selected} onDecided={onDecided} />
        ) : (
          items.length > 0 && <Text c="dimmed">{t('moderation.chooseItem')}</Text>
        )}
      </Grid.Col>
    </Grid>
  );
}
