/**
 * Renewal and refund (SPEC §1, issue 13 §6): "Renew for a year" makes a renewal order and pays it through the same
 * checkout as a purchase; within 15 days of the purchase, "Refund" sends the money back to the card and closes the
 * licence (asked first, saying so).
 */

import { NOTICE_MS, type TLanguage } from '@izlog/contract/constants';
import { GRACE_PERIOD_DAYS, RENEWAL_WINDOW_DAYS, renewalAvailability } from '@izlog/contract/sales';
import type { TConsoleLicence } from '@izlog/contract/sales-console';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useRefundLicence } from '../api/refund-licence';
import { useRenewLicence } from '../api/renew-licence';
import { formatDay } from '../utils/format';
import { Section } from './section';

/** The server's rule (renewalAvailability): the button is offered only when renew-licence would take the order. */
function renewalOf(licence: Pick<TConsoleLicence, 'status' | 'expires_at'>, now = new Date()) {
  const expiresAt = licence.expires_at ? new Date(licence.expires_at) : null;
  return renewalAvailability({ status: licence.status, expiresAt }, now);
}

export function RenewalSection({ licence }: { licence: TConsoleLicence }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as TLanguage;
  const renew = useRenewLicence(licence.id);
  const refund = useRefundLicence(licence.id);
  const [isConfirmingRefund, setIsConfirmingRefund] = useState(false);
  const renewal = renewalOf(licence);
  const renewable = renewal.kind === 'open';
  const refundTransaction = licence.refund_transaction_id;

  return (
    <Section title={t('salesConsole.renewal.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {renewal.kind === 'open'
            ? t('salesConsole.renewal.renewHint')
            : renewal.kind === 'not_yet'
              ? t('salesConsole.renewal.renewOpensOn', {
                  date: formatDay(renewal.opensAt.toISOString(), language),
                  days: RENEWAL_WINDOW_DAYS,
                })
              : t('salesConsole.renewal.renewNotNow', { days: GRACE_PERIOD_DAYS })}
        </Text>
        <Button
          onClick={() =>
            renew.mutate(undefined, {
              onSuccess: (step) => {
                // Nothing to pay (a free licence): renewed at once.
                if (step.kind === 'completed' && step.transactionId === null)
                  notify('success', t('salesConsole.renewal.renewed'), NOTICE_MS.normal);
              },
              onError: (error) => reportActionError(error),
            })
          }
          loading={renew.isPending}
          disabled={!renewable}
        >
          {t('salesConsole.renewal.renew')}
        </Button>
      </Stack>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {refundTransaction !== null && licence.refundable_until
            ? t('salesConsole.renewal.refundUntil', { date: formatDay(licence.refundable_until, language) })
            : t('salesConsole.renewal.refundNone')}
        </Text>
        {refundTransaction !== null && (
          <Button variant="outline" color="red.9" onClick={() => setIsConfirmingRefund(true)}>
            {t('salesConsole.renewal.refund')}
          </Button>
        )}
      </Stack>
      {isConfirmingRefund && refundTransaction !== null && (
        <ConfirmDialog
          title={t('salesConsole.renewal.refundConfirmTitle')}
          message={t('salesConsole.renewal.refundConfirm', { name: licence.title_of_app })}
          confirmLabel={t('salesConsole.renewal.refundYes')}
          isPending={refund.isPending}
          onConfirm={() =>
            refund.mutate(refundTransaction, {
              onSuccess: () => {
                setIsConfirmingRefund(false);
                notify('success', t('salesConsole.renewal.refunded'), NOTICE_MS.long);
              },
              onError: (error) => {
                setIsConfirmingRefund(false);
                reportActionError(error);
              },
            })
          }
          onCancel={() => setIsConfirmingRefund(false)}
        />
      )}
    </Section>
  );
}
