/**
 * The mark of a paid first place in a category list (issue 14: visitors are never misled): the word "Sponsored" in
 * the visitor's language, dark on light with a border, so it reads as a mark without relying on colour.
 */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function SponsoredBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color="dark" size="sm">
      {t('bidding.sponsored')}
    </Badge>
  );
}
