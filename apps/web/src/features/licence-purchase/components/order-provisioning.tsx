/**
 * A paid order's site being made (provisioning runs as a job): the order is read every 2 s until it has its licence,
 * then the site's link and where to sign in — `<site>/admin-login` with the Izlog e-mail and password. An order that
 * ended without a licence (expired, refunded, failed, cancelled) stops the reading and says so, with the server's
 * reason when it gives one; a failed attempt that is being retried shows its reason under the waiting line.
 */
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { platformRoutes } from '@/lib/platform-paths';
import { hasOrderEnded, useProvisionedOrder } from '../api/get-sales-order';
import { siteAddressPreview } from '../utils/domain-rules';

/** After this long the page says it takes longer than usual and that a mail will follow. */
const PROVISIONING_PATIENCE_MS = 60_000;

type TOrderProvisioningProps = {
  orderId: number;
  /** The site's address as the server gives it (the transaction's site_url), when known. */
  siteUrl?: string | null;
  headingOrder?: 2 | 3;
};

export function OrderProvisioning({ orderId, siteUrl, headingOrder = 2 }: TOrderProvisioningProps) {
  const { t } = useTranslation();
  const order = useProvisionedOrder(orderId);
  const [isSlow, setIsSlow] = useState(false);
  const isReady = order.data?.licence_id != null;
  const hasEnded = order.data ? hasOrderEnded(order.data) : false;

  useEffect(() => {
    if (isReady || hasEnded) return;
    const timer = window.setTimeout(() => setIsSlow(true), PROVISIONING_PATIENCE_MS);
    return () => window.clearTimeout(timer);
  }, [isReady, hasEnded]);

  if (order.isError) {
    return (
      <Alert color="red" role="alert" title={t('licencePurchase.provisioning.loadFailed')}>
        <Button variant="light" color="red" onClick={() => order.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }

  if (order.data && hasEnded && !isReady) {
    const reason = order.data.provisioning_error;
    return (
      <Alert color="orange" role="status">
        <Stack gap="xs">
          <Title order={headingOrder} size="h4">
            {t('licencePurchase.provisioning.endedTitle')}
          </Title>
          <Text size="sm">{t(`licencePurchase.provisioning.ended.${endedStatus(order.data.status)}`)}</Text>
          {reason && <Text size="sm">{t('licencePurchase.provisioning.endedReason', { reason })}</Text>}
          <Text size="sm">
            {t('licencePurchase.provisioning.endedHelp')}{' '}
            <Anchor component={Link} to={platformRoutes.console} size="sm">
              {t('licencePurchase.toConsole')}
            </Anchor>
          </Text>
        </Stack>
      </Alert>
    );
  }

  if (!isReady || !order.data) {
    const retrying = order.data?.provisioning_error;
    return (
      <Stack gap="xs" role="status">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Text>{t('licencePurchase.provisioning.making')}</Text>
        </Group>
        {retrying && (
          <Text size="sm" c="dimmed">
            {t('licencePurchase.provisioning.retrying', { reason: retrying })}
          </Text>
        )}
        {isSlow && (
          <Text size="sm" c="dimmed">
            {t('licencePurchase.provisioning.slow')}{' '}
            <Anchor component={Link} to={platformRoutes.console} size="sm">
              {t('licencePurchase.toConsole')}
            </Anchor>
          </Text>
        )}
      </Stack>
    );
  }

  const url = (siteUrl ?? siteAddressPreview(order.data.subdomain)).replace(/\/$/, '');
  const adminLogin = `${url}/admin-login`;
  return (
    <Stack gap="sm" role="status">
      <Title order={headingOrder}>{t('licencePurchase.provisioning.ready')}</Title>
      <Text>
        <Anchor href={url} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {url}
        </Anchor>
      </Text>
      <Text>
        {t('licencePurchase.provisioning.signInBefore')}{' '}
        <Anchor href={adminLogin} style={{ overflowWrap: 'anywhere' }}>
          {adminLogin}
        </Anchor>{' '}
        {t('licencePurchase.provisioning.signInAfter')}
      </Text>
      {order.data.custom_domain && (
        <Text size="sm" c="dimmed">
          {t('licencePurchase.provisioning.customDomain', { domain: order.data.custom_domain })}
        </Text>
      )}
    </Stack>
  );
}

/** The ended statuses the page words; anything else that ended reads as failed. */
function endedStatus(status: string): 'expired' | 'refunded' | 'failed' | 'cancelled' {
  return status === 'expired' || status === 'refunded' || status === 'cancelled' ? status : 'failed';
}
