/**
 * /payment/result/:transactionId — the transaction result pages of SPEC §2 (success, fail, canceled, error) from
 * transaction-status: SPEC §3's fields with the card's brand and last four digits and the gateway's status code
 * (Serbian card rules), the time in Europe/Belgrade, and after a success the site being made. The draft of this order
 * is cleared on success; "Try again" after a failure goes back to the confirmation step with the draft kept. Waiting
 * for the bank's answer stops after PAYMENT_PATIENCE_MS with "Try again" and the console; an approved payment the
 * order did not take (refund_due) says it will be refunded.
 */
import { NOTICE_MS } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import type { TTransaction } from '@izlog/contract/payments';
import { BANK_RESPONSE_CODES } from '@izlog/contract/payments';
import { Alert, Anchor, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { getLanguage, i18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { platformRoutes } from '@/lib/platform-paths';
import { reportActionError } from '@/lib/report-action-error';
import { useSalesUser } from '@/lib/sales-user-store';
import { useTransactionStatus } from '../api/get-transaction-status';
import { useSendPaymentSuccessMail } from '../api/send-payment-success-mail';
import { changeDraft } from '../utils/draft-changes';
import { clearDraft, loadDraft, saveDraft, storedDraftOrderId } from '../utils/draft-storage';
import { formatPaymentTime } from '../utils/format-time';
import { formatAmount } from '../utils/money';
import { stepIndex } from '../utils/step-validation';
import { OrderProvisioning } from './order-provisioning';
import { SignInRequired } from './sign-in-required';

/** How long the page waits for the bank's answer before it offers to try again. */
export const PAYMENT_PATIENCE_MS = 120_000;

export function PaymentResultPage() {
  const { t } = useTranslation();
  const user = useSalesUser();
  const transactionId = Number(useParams().transactionId);
  return (
    <Container size="sm" py="xl">
      {!user ? (
        <SignInRequired text={t('licencePurchase.result.signInText')} />
      ) : Number.isInteger(transactionId) && transactionId > 0 ? (
        <TransactionResult transactionId={transactionId} />
      ) : (
        <UnreadableTransaction />
      )}
    </Container>
  );
}

function TransactionResult({ transactionId }: { transactionId: number }) {
  const { t } = useTranslation();
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  const transaction = useTransactionStatus(transactionId, { poll: !waitedTooLong });
  const data = transaction.data;
  const isSuccess = data?.outcome === 'succeeded';
  const isWaiting = data?.outcome === null;

  // The bank's answer may never come (the buyer closed its page): after a while the page stops reading and says so.
  useEffect(() => {
    if (!isWaiting || waitedTooLong) return;
    const timer = window.setTimeout(() => setWaitedTooLong(true), PAYMENT_PATIENCE_MS);
    return () => window.clearTimeout(timer);
  }, [isWaiting, waitedTooLong]);

  // The order is paid: its draft has done its work.
  useEffect(() => {
    if (isSuccess && data && storedDraftOrderId() === data.order_id) clearDraft();
  }, [isSuccess, data]);

  if (transaction.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('common.loading')}</Text>
      </Group>
    );
  }
  if (transaction.isError) return <UnreadableTransaction onRetry={() => transaction.refetch()} />;
  const result = transaction.data;
  if (result.outcome === null && waitedTooLong) {
    return (
      <NoAnswerResult
        transaction={result}
        onCheckAgain={() => {
          setWaitedTooLong(false);
          void transaction.refetch();
        }}
      />
    );
  }
  if (result.outcome === null) {
    return (
      <Stack gap="sm">
        <Title order={1}>{t('licencePurchase.result.pendingTitle')}</Title>
        <Group gap="sm" role="status" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Text>{t('licencePurchase.result.pendingText')}</Text>
        </Group>
      </Stack>
    );
  }
  if (result.outcome === 'succeeded') return <SuccessResult transaction={result} />;
  return <UnsuccessfulResult transaction={result} />;
}

/** Back to the confirmation step with the draft as it was, to pay the order again (the open attempt, if any). */
function useTryAgain(orderId: number) {
  const navigate = useNavigate();
  return useCallback(() => {
    // (A draft gone meanwhile, or another order's, is left for the wizard to open as it is.)
    const { draft } = loadDraft();
    if (draft.order_id === orderId) saveDraft(changeDraft(draft, { step: stepIndex('confirm') }));
    navigate(platformRoutes.buy);
  }, [navigate, orderId]);
}

/** No answer from the bank in PAYMENT_PATIENCE_MS: the page stops reading and offers the ways on. */
function NoAnswerResult({ transaction, onCheckAgain }: { transaction: TTransaction; onCheckAgain(): void }) {
  const { t } = useTranslation();
  const tryAgain = useTryAgain(transaction.order_id);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('licencePurchase.result.pendingLongTitle')}</Title>
        <Text>{t('licencePurchase.result.pendingLongText')}</Text>
      </Stack>
      <Group gap="sm">
        <Button onClick={tryAgain}>{t('licencePurchase.result.tryAgain')}</Button>
        <Button variant="light" onClick={onCheckAgain}>
          {t('licencePurchase.result.checkAgain')}
        </Button>
        <Button component={Link} to={platformRoutes.console} variant="default">
          {t('licencePurchase.toConsole')}
        </Button>
      </Group>
    </Stack>
  );
}

function SuccessResult({ transaction }: { transaction: TTransaction }) {
  const { t } = useTranslation();
  const resend = useSendPaymentSuccessMail();
  if (transaction.refund_due) return <RefundDueResult transaction={transaction} />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} c="teal.9">
          {t('licencePurchase.result.successTitle')}
        </Title>
        <Text>{t('licencePurchase.result.successText')}</Text>
      </Stack>
      {transaction.status === 'refunded' && (
        <Alert color="orange" variant="light">
          {t('licencePurchase.result.refunded')}
        </Alert>
      )}
      <TransactionFields transaction={transaction} />
      <Paper withBorder p="md" radius="md">
        <OrderProvisioning orderId={transaction.order_id} siteUrl={transaction.site_url} />
      </Paper>
      <Group gap="sm">
        <Button
          variant="light"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(transaction.id, {
              onSuccess: (answer) => notify('success', answer.message, NOTICE_MS.longest),
              onError: (error) => reportActionError(error),
            })
          }
        >
          {t('licencePurchase.result.resend')}
        </Button>
        <Button component={Link} to={platformRoutes.console} variant="default">
          {t('licencePurchase.toConsole')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A charge the order did not take (paid another way, or no longer payable): Izlog refunds it. */
function RefundDueResult({ transaction }: { transaction: TTransaction }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} c="orange.9">
          {t('licencePurchase.result.refundDueTitle')}
        </Title>
        <Text>{t('licencePurchase.result.refundDueText')}</Text>
      </Stack>
      <TransactionFields transaction={transaction} />
      <Paper withBorder p="md" radius="md">
        <OrderProvisioning orderId={transaction.order_id} siteUrl={transaction.site_url} />
      </Paper>
      <Group gap="sm">
        <Button component={Link} to={platformRoutes.console} variant="default">
          {t('licencePurchase.toConsole')}
        </Button>
      </Group>
    </Stack>
  );
}

function UnsuccessfulResult({ transaction }: { transaction: TTransaction }) {
  const { t } = useTranslation();
  const language = getLanguage();
  const title =
    transaction.outcome === 'canceled'
      ? formatMessage('transaction_canceled', language)
      : formatMessage('transaction_failed', language);
  // Back to the confirmation step with the draft as it was (its order is paid on the next press).
  const tryAgain = useTryAgain(transaction.order_id);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} c="red.9">
          {title}
        </Title>
        {transaction.outcome === 'failed' && transaction.status_message && (
          <Text>
            {t('licencePurchase.result.gatewayMessage', {
              message: bankAnswer(transaction.status_code, transaction.status_message),
            })}
          </Text>
        )}
        <Text>{t(`licencePurchase.result.${transaction.outcome === 'canceled' ? 'canceledText' : 'failedText'}`)}</Text>
      </Stack>
      <TransactionFields transaction={transaction} />
      <Group gap="sm">
        <Button onClick={tryAgain}>{t('licencePurchase.result.tryAgain')}</Button>
        <Button component={Link} to={platformRoutes.console} variant="default">
          {t('licencePurchase.toConsole')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The bank's answer in the reader's language by its response code (issue 26 item 8): the gateway's own text is the
 * bank's English, so only a code the catalogue does not know shows it.
 */
function bankAnswer(code: string | null, bankText: string | null): string | null {
  const known = BANK_RESPONSE_CODES.find((candidate) => candidate === code);
  return known ? i18n.t(`licencePurchase.result.bankAnswers.${known}`) : bankText;
}

/** SPEC §3 Transaction: the fields a card payment's result shows, the ones the gateway gave. */
function TransactionFields({ transaction }: { transaction: TTransaction }) {
  const { t } = useTranslation();
  const card = [transaction.card_type, transaction.card_last4 ? `•••• ${transaction.card_last4}` : null]
    .filter(Boolean)
    .join(' ');
  // A refund-due payment's message is Izlog's note (the page says it in words), not the bank's.
  const bankMessage =
    transaction.outcome === 'succeeded' && !transaction.refund_due
      ? bankAnswer(transaction.status_code, transaction.status_message)
      : null;
  // A failed or canceled payment's code is named in words too (the bank's own words are in English).
  const codeInWords =
    transaction.outcome !== 'succeeded' && transaction.status_code ? bankAnswer(transaction.status_code, null) : null;
  const status = [transaction.status_code, bankMessage ?? codeInWords].filter(Boolean).join(' — ');
  const rows: [string, string | null][] = [
    [t('licencePurchase.result.orderNumber'), transaction.order_number],
    [t('licencePurchase.result.amount'), formatAmount(transaction.amount, transaction.currency)],
    [t('licencePurchase.result.card'), card || null],
    [t('licencePurchase.result.authCode'), transaction.authorization_code],
    [t('licencePurchase.result.statusCode'), status || null],
    [t('licencePurchase.result.transactionId'), transaction.gateway_transaction_id],
    [t('licencePurchase.result.time'), transaction.time ? formatPaymentTime(transaction.time) : null],
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack component="dl" gap={8} m={0}>
        {rows
          .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
          .map(([term, value]) => (
            <Group key={term} gap="xs" align="baseline" wrap="wrap">
              <Text component="dt" fw={600} size="sm" miw={170}>
                {term}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Group>
          ))}
      </Stack>
    </Paper>
  );
}

function UnreadableTransaction({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('licencePurchase.result.errorTitle')}</Title>
      <Text>{t('licencePurchase.result.errorText')}</Text>
      <Group gap="sm">
        {onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
        <Anchor component={Link} to={platformRoutes.console}>
          {t('licencePurchase.toConsole')}
        </Anchor>
      </Group>
    </Stack>
  );
}
