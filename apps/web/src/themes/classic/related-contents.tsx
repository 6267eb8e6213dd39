/** "You may also like": contents sharing tags with the one shown. */

import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contentLink } from '@/lib/paths';
import { CardGrid } from '../shared/card-grid';
import { ContentCard } from '../shared/content-card';
import { ProductCard } from '../shared/product-card';

export function RelatedContents({ items }: { items: TContentListItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="related-title" gap="sm">
      <Title order={2} size="h3" id="related-title">
        {t('catalogue.related')}
      </Title>
      <CardGrid label={t('catalogue.related')}>
        {items.map((item) =>
          item.content_type_id === CONTENT_TYPE.product ? (
            <ProductCard key={item.id} product={item} />
          ) : (
            <ContentCard
              key={item.id}
              href={contentLink(item.content_type_id, item.slug)}
              title={item.title}
              image={item.image}
              imageSizes={item.image_sizes}
              text={item.excerpt}
            />
          ),
        )}
      </CardGrid>
    </Stack>
  );
}
