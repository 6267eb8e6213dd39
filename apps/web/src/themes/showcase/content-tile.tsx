/** An article, blog post or catalog in the shop window: a large picture, a label on it, the title (the tile's link) and a few words. */
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormattedDate } from '../shared/formatted-date';
import classes from './showcase.module.css';
import { FEATURED_IMAGE_SIZES, TILE_IMAGE_SIZES } from './tile-grid';
import { TileImage } from './tile-image';

type TContentTileProps = {
  href: string;
  title: string;
  image: string | null;
  imageSizes?: Record<string, string>;
  displaySizes?: string;
  text?: string | null;
  /** The kind or category, on the picture. */
  label?: string | null;
  /** A mark on the picture (a paid first place's "Sponsored"), shown as text. */
  badge?: ReactNode;
  onOpen?: () => void;
  date?: string | null;
  headingLevel?: 2 | 3;
  isFeatured?: boolean;
  isEager?: boolean;
  /** Stories read best in 3:2; catalogs stand like products. */
  shape?: 'portrait' | 'wide';
};

export function ContentTile({
  href,
  title,
  image,
  imageSizes,
  displaySizes,
  text,
  label,
  badge,
  onOpen,
  date,
  headingLevel = 3,
  isFeatured = false,
  isEager = false,
  shape = 'wide',
}: TContentTileProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={classes.tile} data-featured={isFeatured || undefined}>
      {(label || badge) && (
        <div className={classes.badgeOverlay}>
          {label && <span className={classes.overlayLabel}>{label}</span>}
          {badge}
        </div>
      )}
      <TileImage
        src={image}
        sizes={imageSizes}
        displaySizes={displaySizes ?? (isFeatured ? FEATURED_IMAGE_SIZES : TILE_IMAGE_SIZES)}
        alt=""
        isEager={isEager}
        shape={shape}
      />
      <Stack gap={4}>
        {date && <FormattedDate value={date} />}
        <Heading className={classes.tileTitle}>
          <Link to={href} className={classes.tileLink} onClick={onOpen}>
            {title}
          </Link>
        </Heading>
        {text && (
          <Text size="sm" className={classes.muted} lineClamp={isFeatured ? 4 : 2}>
            {text}
          </Text>
        )}
      </Stack>
    </li>
  );
}
