/** A product in the shop window: a large portrait picture with its price on it, the name (the tile's link) under it. */
import { Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import { priceView } from '@/lib/price';
import type { TProductCardData } from '../layout-props';
import classes from './showcase.module.css';
import { FEATURED_IMAGE_SIZES, TILE_IMAGE_SIZES } from './tile-grid';
import { TileImage } from './tile-image';

type TProductTileProps = {
  product: TProductCardData;
  headingLevel?: 2 | 3;
  /** Twice as wide from tablets on: the first product of a window. */
  isFeatured?: boolean;
  isEager?: boolean;
  /** A mark on the picture (a paid first place's "Sponsored"), shown as text. */
  badge?: ReactNode;
  /** Called as the visitor follows the tile's link (a paid first place counts its clicks). */
  onOpen?: () => void;
  displaySizes?: string;
};

export function ProductTile({
  product,
  headingLevel = 3,
  isFeatured = false,
  isEager = false,
  badge,
  onOpen,
  displaySizes,
}: TProductTileProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={classes.tile} data-featured={isFeatured || undefined}>
      {badge && <div className={classes.badgeOverlay}>{badge}</div>}
      <TileImage
        src={product.image}
        sizes={product.image_sizes}
        displaySizes={displaySizes ?? (isFeatured ? FEATURED_IMAGE_SIZES : TILE_IMAGE_SIZES)}
        alt=""
        isEager={isEager}
      >
        <PriceOverlay product={product} />
      </TileImage>
      <Heading className={classes.tileTitle}>
        <Link to={links.product(product.slug)} className={classes.tileLink} onClick={onOpen}>
          {product.title}
        </Link>
      </Heading>
    </li>
  );
}

/** The price in a solid tag on the picture: the current one, the old one struck through, or "Price on request". */
function PriceOverlay({ product }: { product: TProductCardData }) {
  const { t } = useTranslation();
  const view = priceView(product);
  return (
    <div className={classes.priceOverlay}>
      {view.kind === 'onRequest' ? (
        <Text size="sm" fw={600}>
          {t('catalogue.priceOnRequest')}
        </Text>
      ) : (
        <Text size="sm" fw={800} component="p" m={0}>
          <VisuallyHidden>{t('catalogue.price')}: </VisuallyHidden>
          <span data-testid="price-current">{view.current}</span>
          {view.old && (
            <>
              {' '}
              <Text component="s" size="xs" fw={500}>
                <VisuallyHidden>{t('catalogue.oldPrice')}: </VisuallyHidden>
                {view.old}
              </Text>
            </>
          )}
          {view.discountLabel && (
            <>
              {' '}
              <Text
                component="span"
                size="xs"
                fw={800}
                aria-label={t('catalogue.discount', { discount: view.discountLabel })}
              >
                {view.discountLabel}
              </Text>
            </>
          )}
        </Text>
      )}
    </div>
  );
}
