/** An article, blog post or catalog in a grid: picture, title (the link) and a short text. */
import { Anchor, Badge, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CARD_IMAGE_SIZES } from './card-grid';
import { FormattedDate } from './formatted-date';
import { Picture } from './picture';

type TContentCardProps = {
  href: string;
  title: string;
  image: string | null;
  imageSizes?: Record<string, string>;
  /** How wide the picture shows at each screen width, when the card is not in the theme's card grid. */
  displaySizes?: string;
  text?: string | null;
  label?: string | null;
  /** A mark above the title (a paid first place's "Sponsored"), shown as text. */
  badge?: ReactNode;
  /** Called as the visitor follows the card's link (a paid first place counts its clicks). */
  onOpen?: () => void;
  date?: string | null;
  headingLevel?: 2 | 3;
};

export function ContentCard({
  href,
  title,
  image,
  imageSizes,
  displaySizes = CARD_IMAGE_SIZES,
  text,
  label,
  badge,
  onOpen,
  date,
  headingLevel = 3,
}: TContentCardProps) {
  return (
    <Card component="li" withBorder padding="sm" radius="md">
      <Card.Section>
        <Link to={href} tabIndex={-1} aria-hidden="true" onClick={onOpen}>
          <Picture src={image} sizes={imageSizes} displaySizes={displaySizes} alt={title} />
        </Link>
      </Card.Section>
      <Stack gap={6} mt="sm">
        {label && (
          <Badge variant="light" size="sm">
            {label}
          </Badge>
        )}
        {badge}
        <Title order={headingLevel} size="h4">
          <Anchor component={Link} to={href} c="inherit" underline="hover" onClick={onOpen}>
            {title}
          </Anchor>
        </Title>
        {date && <FormattedDate value={date} />}
        {text && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {text}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
