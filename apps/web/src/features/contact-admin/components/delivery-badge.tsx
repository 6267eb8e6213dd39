/** Where a message's mail stands: waiting to be sent, sent, or not sent. The word says it; the colour only repeats it. */
import type { TDeliveryState } from '@izlog/contract/contact-services';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colorOf: Record<TDeliveryState, string> = { pending: 'yellow', sent: 'teal', failed: 'red' };

export function DeliveryBadge({ delivery }: { delivery: TDeliveryState }) {
  const { t } = useTranslation();
  return (
    <Badge color={colorOf[delivery]} variant="light">
      {t(`contactAdmin.delivery.${delivery}`)}
    </Badge>
  );
}
