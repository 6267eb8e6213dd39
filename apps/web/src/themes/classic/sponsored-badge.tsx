/**
 * The mark of a paid first place in a category list (issue 14: visitors are never misled): the word "Sponsored" in
 * the visitor's language, in the text colour of the scheme with a border, so it reads as a mark without relying on
 * colour, on a light page and a dark one.
 */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countClickMark } from '../shared/count-click-mark';

export function SponsoredBadge({ biddingItemId }: { biddingItemId: number }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color="var(--mantine-color-text)" size="sm" {...countClickMark(biddingItemId)}>
      {t('bidding.sponsored')}
    </Badge>
  );
}
