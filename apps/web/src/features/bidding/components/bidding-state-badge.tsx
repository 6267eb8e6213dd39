/** Where a first place stands: scheduled, active, ended or switched off. The word says it; the colour only repeats it. */
import type { TBiddingItemState } from '@izlog/contract/bidding';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colorOf: Record<TBiddingItemState, string> = {
  scheduled: 'blue',
  active: 'teal',
  ended: 'gray',
  disabled: 'red',
};

export function BiddingStateBadge({ state }: { state: TBiddingItemState }) {
  const { t } = useTranslation();
  return (
    <Badge color={colorOf[state]} variant="light">
      {t(`bidding.states.${state}`)}
    </Badge>
  );
}
