/**
 * A story standing in a column (a widget's items, the lead story's companions): the picture over the headline; on
 * phones a row with the picture small at its end.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { contentLink } from '@/lib/paths';
import { FormattedDate } from '../shared/formatted-date';
import { PriceTag } from '../shared/price-tag';
import classes from './magazine.module.css';
import { Picture } from './picture';

type TStoryTileProps = { item: TContentListItem; displaySizes: string; headingLevel?: 3 | 4 };

export function StoryTile({ item, displaySizes, headingLevel = 3 }: TStoryTileProps) {
  const href = contentLink(item.content_type_id, item.slug);
  const isProduct = item.content_type_id === CONTENT_TYPE.product;
  return (
    <Stack component="li" gap={6} miw={0} className={classes.tile}>
      {item.image && (
        <Link to={href} tabIndex={-1} aria-hidden="true" className={classes.tilePicture}>
          <Picture src={item.image} sizes={item.image_sizes} displaySizes={displaySizes} alt={item.title} />
        </Link>
      )}
      {item.category && (
        <Text component="span" className={classes.kicker}>
          {item.category.name}
        </Text>
      )}
      <Title order={headingLevel} size="h4" className={classes.headline}>
        <Anchor component={Link} to={href} underline="hover" c="inherit" inherit>
          {item.title}
        </Anchor>
      </Title>
      {isProduct ? (
        <PriceTag item={item} />
      ) : (
        <>
          {item.excerpt && (
            <Text size="sm" lineClamp={3} className={classes.muted}>
              {item.excerpt}
            </Text>
          )}
          <FormattedDate value={item.published_at ?? item.created_at} />
        </>
      )}
    </Stack>
  );
}
