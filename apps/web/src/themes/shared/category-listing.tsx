/**
 * A category page's body, the same in every theme (decision 0037): the list's widgets in position one above it, its
 * entries in the list's states, and positions two and three below it. Each theme passes in only its pieces: the
 * widget position, the list's states, the grid and an entry's card.
 */
import type { TWidgetPosition } from '@izlog/contract/widgets';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCategoryLayoutProps, TListState, TPageWidgetsState } from '../layout-props';
import { categoryItemKey, type TCategoryListItem } from './category-item';

/** One entry of the list, as the theme draws it. */
export type TCategoryItemProps = Pick<TCategoryLayoutProps, 'onSponsoredOpen'> & { item: TCategoryListItem };

/** The theme's own pieces of the page. */
export type TCategoryListingLook = {
  WidgetPosition: ComponentType<{ widgets: TPageWidgetsState | undefined; position: TWidgetPosition }>;
  /** The theme's list states: its placeholder, the failure with "Try again", the empty message, the pages. */
  ListSection: ComponentType<{
    list: TListState<TCategoryListItem>;
    emptyMessage: string;
    children: (items: TCategoryListItem[]) => ReactNode;
  }>;
  /** The theme's list of entries, named for assistive technology. */
  Grid: ComponentType<{ label: string; children: ReactNode }>;
  Item: ComponentType<TCategoryItemProps>;
};

type TCategoryListingProps = TCategoryLayoutProps & { look: TCategoryListingLook };

export function CategoryListing({ category, items, widgets, onSponsoredOpen, look }: TCategoryListingProps) {
  const { t } = useTranslation();
  const { WidgetPosition, ListSection, Grid, Item } = look;
  return (
    <>
      <WidgetPosition widgets={widgets} position={1} />
      <ListSection list={items} emptyMessage={t('catalogue.emptyCategory')}>
        {(list) => (
          <Grid label={category.name}>
            {list.map((item) => (
              <Item key={categoryItemKey(item)} item={item} onSponsoredOpen={onSponsoredOpen} />
            ))}
          </Grid>
        )}
      </ListSection>
      <WidgetPosition widgets={widgets} position={2} />
      <WidgetPosition widgets={widgets} position={3} />
    </>
  );
}
