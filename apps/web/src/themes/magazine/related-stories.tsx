/** "You may also like" of the magazine theme: contents sharing tags with the one shown, as rows in two columns. */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contentLink } from '@/lib/paths';
import { SectionHead } from './page-frame';
import { StoryList } from './story-list';
import { StoryRow } from './story-row';

export function RelatedStories({ items }: { items: TContentListItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="related-title" gap="sm">
      <SectionHead id="related-title">{t('catalogue.related')}</SectionHead>
      <StoryList label={t('catalogue.related')} layout="columns">
        {items.map((item) => {
          const isProduct = item.content_type_id === CONTENT_TYPE.product;
          return (
            <StoryRow
              key={item.id}
              href={contentLink(item.content_type_id, item.slug)}
              title={item.title}
              image={item.image}
              imageSizes={item.image_sizes}
              kicker={item.category?.name}
              text={isProduct ? null : item.excerpt}
              price={isProduct ? item : null}
              headingLevel={3}
              density="compact"
            />
          );
        })}
      </StoryList>
    </Stack>
  );
}
