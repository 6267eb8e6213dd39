/**
 * One story in a list, as newspapers run them: the headline first (the link), its kicker, a price for a product, the
 * excerpt and the date, with a small picture at the row's end. Every list of the theme is made of these rows.
 */
import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TPriced } from '@/lib/price';
import { FormattedDate } from '../shared/formatted-date';
import { PriceTag } from '../shared/price-tag';
import classes from './magazine.module.css';
import { Picture } from './picture';

export type TStoryRowProps = {
  href: string;
  title: string;
  image: string | null;
  imageSizes?: Record<string, string>;
  /** The word over the headline: the story's section or kind. */
  kicker?: string | null;
  /** A mark over the headline (a paid first place's "Sponsored"), shown as text. */
  badge?: ReactNode;
  text?: string | null;
  date?: string | null;
  /** A product's price (or "Price on request"). */
  price?: TPriced | null;
  /** Called as the visitor follows the row's link (a paid first place counts its clicks). */
  onOpen?: () => void;
  headingLevel?: 2 | 3;
  /** 'compact': a small square picture and two lines of text (the front page's columns); 'regular': a list's row. */
  density?: 'compact' | 'regular';
};

const THUMBNAIL = {
  compact: { width: { base: 72, sm: 96 }, sizes: '(min-width: 48em) 96px, 72px', ratio: 1 },
  regular: { width: { base: 96, sm: 180 }, sizes: '(min-width: 48em) 180px, 96px', ratio: 3 / 2 },
} as const;

export function StoryRow({
  href,
  title,
  image,
  imageSizes,
  kicker,
  badge,
  text,
  date,
  price,
  onOpen,
  headingLevel = 2,
  density = 'regular',
}: TStoryRowProps) {
  const thumbnail = THUMBNAIL[density];
  return (
    <Box component="li" style={{ display: 'flex', gap: 'var(--mantine-spacing-md)', alignItems: 'flex-start' }}>
      <Stack gap={4} flex={1} miw={0}>
        {kicker && (
          <Text component="span" className={classes.kicker}>
            {kicker}
          </Text>
        )}
        {badge && <Box>{badge}</Box>}
        <Title order={headingLevel} size={density === 'compact' ? 'h4' : 'h3'} className={classes.headline}>
          <Anchor component={Link} to={href} underline="hover" c="inherit" inherit onClick={onOpen}>
            {title}
          </Anchor>
        </Title>
        {price && <PriceTag item={price} />}
        {text && (
          <Text size="sm" lineClamp={density === 'compact' ? 2 : 3} className={classes.muted}>
            {text}
          </Text>
        )}
        {date && <FormattedDate value={date} />}
      </Stack>
      {image && (
        <Box w={thumbnail.width} style={{ flexShrink: 0 }}>
          {/* The headline is the link for keyboards and screen readers; the picture is a bigger target for pointers. */}
          <Link to={href} tabIndex={-1} aria-hidden="true" onClick={onOpen}>
            <Picture
              src={image}
              sizes={imageSizes}
              displaySizes={thumbnail.sizes}
              ratio={thumbnail.ratio}
              alt={title}
            />
          </Link>
        </Box>
      )}
    </Box>
  );
}
