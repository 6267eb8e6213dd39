/**
 * /proforma/:referenceNo — an order's proforma invoice to pay by NBS IPS QR (get-domain-invoice): the code with "NBS
 * IPS QR" printed beside it, and what a bank slip needs (payee, account, amount, model 97 and its reference,
 * purpose), a print button, and whether the payment has arrived. The code is the server's SVG shown as an image, never
 * markup put into the page.
 */
import { Alert, Anchor, Badge, Button, Container, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { platformRoutes } from '@/lib/platform-paths';
import { useSalesUser } from '@/lib/sales-user-store';
import { isInvoicePaid, useDomainInvoice } from '../api/get-domain-invoice';
import { clearDraft, storedDraftOrderId } from '../utils/draft-storage';
import { formatAmount } from '../utils/money';
import { OrderProvisioning } from './order-provisioning';
import { SignInRequired } from './sign-in-required';

/** Printed, the page is the invoice alone: no site header, footer or buttons. */
const PRINT_ONLY_THE_INVOICE = `@media print {
  header, footer, .izlog-no-print { display: none !important; }
  .mantine-AppShell-main { padding-top: 0 !important; }
}`;

export function ProformaPage() {
  const { t } = useTranslation();
  const user = useSalesUser();
  const referenceNo = useParams().referenceNo ?? '';
  return (
    <Container size="md" py="xl">
      {user ? (
        <Proforma referenceNo={referenceNo} />
      ) : (
        <SignInRequired text={t('licencePurchase.proforma.signInText')} />
      )}
    </Container>
  );
}

function Proforma({ referenceNo }: { referenceNo: string }) {
  const { t } = useTranslation();
  const invoice = useDomainInvoice(referenceNo, referenceNo !== '');
  const paid = invoice.data ? isInvoicePaid(invoice.data) : false;

  useEffect(() => {
    if (paid && invoice.data && storedDraftOrderId() === invoice.data.order_id) clearDraft();
  }, [paid, invoice.data]);

  if (invoice.isPending) {
    return (
      <Text role="status" c="dimmed">
        {t('common.loading')}
      </Text>
    );
  }
  if (invoice.isError) {
    const isMissing = invoice.error instanceof ApiError && invoice.error.status === 404;
    return (
      <Stack gap="md">
        <Title order={1}>{t('licencePurchase.proforma.title')}</Title>
        <Alert color="red" role="alert">
          {isMissing ? t('licencePurchase.proforma.notFound') : t('licencePurchase.proforma.loadFailed')}
        </Alert>
        <Group gap="sm">
          {!isMissing && <Button onClick={() => invoice.refetch()}>{t('common.retry')}</Button>}
          <Anchor component={Link} to={platformRoutes.console}>
            {t('licencePurchase.toConsole')}
          </Anchor>
        </Group>
      </Stack>
    );
  }

  const data = invoice.data;
  const amount = formatAmount(data.to_pay, data.currency);
  // A bank slip has two boxes: the model (97) and the reference ("poziv na broj") after it.
  const hasModel = data.reference_no.startsWith('97');
  const reference = hasModel ? data.reference_no.slice(2) : data.reference_no;
  const rows: [string, string][] = [
    [t('licencePurchase.proforma.payee'), data.payee_name],
    [t('licencePurchase.proforma.account'), data.payee_account],
    [t('licencePurchase.proforma.amount'), amount],
    [t('licencePurchase.proforma.model'), hasModel ? '97' : '—'],
    [t('licencePurchase.proforma.reference'), reference],
    [t('licencePurchase.proforma.purpose'), data.purpose],
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('licencePurchase.proforma.title')}</Title>
          <Text c="dimmed">{t('licencePurchase.proforma.number', { number: data.reference_no })}</Text>
        </Stack>
        {/* Both read at AA: white on dark teal, dark text on light yellow. */}
        <Badge
          size="lg"
          variant={paid ? 'filled' : 'light'}
          color={paid ? 'teal.9' : 'yellow'}
          c={paid ? 'white' : 'dark.8'}
        >
          {paid ? t('licencePurchase.proforma.paid') : t('licencePurchase.proforma.waiting')}
        </Badge>
      </Group>
      <Text>{paid ? t('licencePurchase.proforma.paidText') : t('licencePurchase.proforma.waitingText')}</Text>

      <Paper withBorder p="lg" radius="md">
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Stack gap={6} align="center">
            <Image
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.ips_qr_svg)}`}
              alt={t('licencePurchase.proforma.qrAlt', { amount, payee: data.payee_name })}
              w={200}
              h={200}
            />
            <Text fw={700} size="sm" lts={1}>
              NBS IPS QR
            </Text>
          </Stack>
          <Stack gap="sm" style={{ flex: '1 1 260px' }}>
            <Stack component="dl" gap={8} m={0}>
              {rows.map(([term, value]) => (
                <Group key={term} gap="xs" align="baseline" wrap="wrap">
                  <Text component="dt" fw={600} size="sm" miw={150}>
                    {term}
                  </Text>
                  <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                    {value}
                  </Text>
                </Group>
              ))}
            </Stack>
            <Text size="sm" c="dimmed">
              {t('licencePurchase.proforma.scan')}
            </Text>
          </Stack>
        </Group>
      </Paper>

      {paid && (
        <Paper withBorder p="md" radius="md">
          <OrderProvisioning orderId={data.order_id} />
        </Paper>
      )}

      <style>{PRINT_ONLY_THE_INVOICE}</style>
      <Group gap="sm" className="izlog-no-print">
        <Button onClick={() => window.print()}>{t('licencePurchase.proforma.print')}</Button>
        <Button component={Link} to={platformRoutes.console} variant="default">
          {t('licencePurchase.toConsole')}
        </Button>
      </Group>
    </Stack>
  );
}
