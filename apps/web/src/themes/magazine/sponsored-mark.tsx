/**
 * The mark of a paid first place in a category list (issue 14: visitors are never misled), as the magazine theme
 * labels advertising: the word "Sponsored" in boxed capitals in the text's own colour, so it reads in both schemes
 * and does not rely on colour.
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countClickMark } from '../shared/count-click-mark';
import classes from './magazine.module.css';

export function SponsoredMark({ biddingItemId }: { biddingItemId: number }) {
  const { t } = useTranslation();
  return (
    <Text component="span" className={classes.sponsored} {...countClickMark(biddingItemId)}>
      {t('bidding.sponsored')}
    </Text>
  );
}
