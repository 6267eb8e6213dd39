/** A product in a grid: picture, name (the link) and price. */
import { Anchor, Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { TProductCardData } from '../layout-props';
import { CARD_IMAGE_SIZES } from './card-grid';
import { Picture } from './picture';
import { PriceTag } from './price-tag';

type TProductCardProps = {
  product: TProductCardData;
  headingLevel?: 2 | 3;
  /** A mark above the title (a paid first place's "Sponsored"), shown as text. */
  badge?: ReactNode;
  /** Called as the visitor follows the card's link (a paid first place counts its clicks). */
  onOpen?: () => void;
  /** How wide the picture shows at each screen width, when the card is not in the theme's card grid. */
  displaySizes?: string;
};

export function ProductCard({
  product,
  headingLevel = 3,
  displaySizes = CARD_IMAGE_SIZES,
  badge,
  onOpen,
}: TProductCardProps) {
  const href = links.product(product.slug);
  return (
    <Card component="li" withBorder padding="sm" radius="md">
      <Card.Section>
        {/* The name below is the link for keyboards and screen readers; the picture is a bigger target for pointers. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" onClick={onOpen}>
          <Picture src={product.image} sizes={product.image_sizes} displaySizes={displaySizes} alt={product.title} />
        </Link>
      </Card.Section>
      <Stack gap={6} mt="sm">
        {badge}
        <Title order={headingLevel} size="h4">
          <Anchor component={Link} to={href} c="inherit" underline="hover" onClick={onOpen}>
            {product.title}
          </Anchor>
        </Title>
        <PriceTag item={product} />
      </Stack>
    </Card>
  );
}
