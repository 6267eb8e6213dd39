/**
 * A list widget's items in its `layout` (items per row) on wide screens and fewer on narrow ones, by decision 0037's
 * rule; one per row, or a place in the front page's side column, shows the theme's rows, and a "most read" widget
 * there ranks its headlines. "No content for the given criterion." (SPEC §8) when it has none.
 */

import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { formatMessage } from '@izlog/contract/messages';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { contentLink } from '@/lib/paths';
import { widgetColumns, widgetImageSizes } from '../shared/widget-columns';
import classes from './magazine.module.css';
import { RankedStories } from './ranked-stories';
import { StoryList } from './story-list';
import { StoryRow } from './story-row';
import { StoryTile } from './story-tile';

type TWidgetStoriesProps = {
  items: TContentListItem[];
  perRow: number;
  label: string;
  /** Most read first (the widget's criterion): ranked headlines where the widget shows rows. */
  isRanked?: boolean;
  /** The front page's side column: one narrow column whatever the widget's layout. */
  isInRail?: boolean;
};

export function WidgetStories({ items, perRow, label, isRanked = false, isInRail = false }: TWidgetStoriesProps) {
  // Subscribes to the language, so the message below follows the switch.
  useTranslation();
  if (items.length === 0) {
    return (
      <Text className={classes.muted} ta="center" py="md">
        {formatMessage('widget_no_content', getLanguage())}
      </Text>
    );
  }
  const showsRows = perRow <= 1 || isInRail;
  if (showsRows && isRanked) return <RankedStories items={items} label={label} />;
  if (showsRows) {
    return (
      <StoryList label={label}>
        {items.map((item) => (
          <StoryRow
            key={item.id}
            href={contentLink(item.content_type_id, item.slug)}
            title={item.title}
            image={item.image}
            imageSizes={item.image_sizes}
            kicker={item.category?.name}
            text={item.content_type_id === CONTENT_TYPE.product ? null : item.excerpt}
            price={item.content_type_id === CONTENT_TYPE.product ? item : null}
            headingLevel={3}
            density={isInRail ? 'compact' : 'regular'}
          />
        ))}
      </StoryList>
    );
  }
  const displaySizes = widgetImageSizes(perRow);
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={widgetColumns(perRow)}
      spacing="lg"
      verticalSpacing={{ base: 'md', xs: 'xl' }}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {items.map((item) => (
        <StoryTile key={item.id} item={item} displaySizes={displaySizes} />
      ))}
    </SimpleGrid>
  );
}
