/** The showcase's "Sponsored" mark of a paid first place: in words on its picture (not colour alone). */
import { useTranslation } from 'react-i18next';
import type { TSponsoredMarkProps } from '../shared/category-item';
import { countClickMark } from '../shared/count-click-mark';
import classes from './showcase.module.css';

export function SponsoredOverlay({ biddingItemId }: TSponsoredMarkProps) {
  const { t } = useTranslation();
  return (
    <span className={classes.overlayLabel} {...countClickMark(biddingItemId)}>
      {t('bidding.sponsored')}
    </span>
  );
}
