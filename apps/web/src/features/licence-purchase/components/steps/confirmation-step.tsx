/**
 * Step 5, order confirmation (SPEC §2; the bank rules of research §1): the itemised order with the total in RSD
 * including VAT and EUR for information, what the site will be, the payment method (card, or IPS QR on a proforma),
 * both terms accepted by ticking, and one "Pay" that cannot order twice.
 */
import type { TPaymentMethod, TSalesOrder } from '@izlog/contract/sales';
import { Alert, Anchor, Button, Checkbox, List, Radio, Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platformRoutes } from '@/lib/platform-paths';
import { formatEurMinor, formatRsdMinor } from '@/lib/price';
import { useLicencePrices } from '../../api/get-licence-prices';
import { useTemplates } from '../../api/get-templates';
import { type TPayProblem, usePayOrder } from '../../hooks/use-pay-order';
import { siteAddressPreview } from '../../utils/domain-rules';
import { confirmationErrors, stepIndex, type TWizardStep } from '../../utils/step-validation';
import { StepFrame } from '../step-frame';
import type { TStepProps } from './step-props';

type TConfirmationStepProps = TStepProps & {
  goTo(step: number): void;
  onSettled(order: TSalesOrder, wasPaidBefore: boolean): void;
};

/** Which step holds each field create-licence may refuse. */
const STEP_OF_FIELD: Record<string, TWizardStep> = {
  licence_type: 'type',
  template_id: 'template',
  title_of_app: 'details',
  description: 'details',
  phone: 'details',
  country: 'details',
  city: 'details',
  address: 'details',
  language_id: 'details',
  icon: 'details',
  title_of_app_unique: 'domain',
  domain: 'domain',
  accepted_domain_prices: 'domain',
};

export function ConfirmationStep({ draft, update, goBack, goTo, onSettled, focusOnMount }: TConfirmationStepProps) {
  const { t } = useTranslation();
  const prices = useLicencePrices();
  const templates = useTemplates();
  const [method, setMethod] = useState<TPaymentMethod>('card');
  const [accepted, setAccepted] = useState({ termsOfPayment: false, termsAndConditions: false });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const { pay, isPending, problem } = usePayOrder({ draft, update, onSettled });

  const offer = prices.data?.prices.find((item) => item.licence_type === draft.licence_type);
  const template = templates.data?.find((item) => item.id === draft.template_id);
  const hasDomain = Boolean(draft.confirmedDomain && draft.acceptedDomain);
  const domainPrice = hasDomain ? (draft.domainPrice ?? 0) : 0;
  const total = (offer?.price ?? 0) + domainPrice;
  const middle = prices.data?.rate ? Number(prices.data.rate.middle) : null;
  const totalEur = middle ? Math.round(total / middle) : null;
  const isFree = offer !== undefined && total === 0;
  const errors = confirmationErrors(accepted, {
    termsOfPayment: t('licencePurchase.confirm.termsOfPaymentRequired'),
    termsAndConditions: t('licencePurchase.confirm.termsAndConditionsRequired'),
  });
  const shown = (field: keyof typeof accepted) => (isSubmitted ? errors[field] : undefined);

  const submit = () => {
    setIsSubmitted(true);
    if (Object.keys(errors).length > 0 || !offer) return;
    void pay(isFree ? 'card' : method);
  };

  const payLabel = isFree
    ? t('licencePurchase.confirm.create')
    : method === 'ips'
      ? t('licencePurchase.confirm.toProforma')
      : t('licencePurchase.confirm.pay', { total: formatRsdMinor(total) });
  const change = (step: TWizardStep, what: string) => (
    <Button variant="subtle" size="compact-sm" onClick={() => goTo(stepIndex(step))} aria-label={what}>
      {t('licencePurchase.confirm.change')}
    </Button>
  );
  const languageName = draft.language ? t(`licencePurchase.details.languages.${draft.language}`) : '—';

  return (
    <StepFrame title={t('licencePurchase.confirm.heading')} focusOnMount={focusOnMount} onBack={goBack}>
      <Table.ScrollContainer minWidth={300}>
        <Table withTableBorder verticalSpacing="sm" captionSide="top">
          <Table.Caption>{t('licencePurchase.confirm.itemsCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('licencePurchase.confirm.item')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('licencePurchase.confirm.price')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>
                {t('licencePurchase.confirm.licenceItem', { type: offer?.name ?? draft.licence_type })}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {offer ? formatRsdMinor(offer.price) : '…'}
              </Table.Td>
            </Table.Tr>
            {hasDomain && (
              <Table.Tr>
                <Table.Td>{t('licencePurchase.confirm.domainItem', { domain: draft.confirmedDomain })}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatRsdMinor(domainPrice)}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('licencePurchase.confirm.total')}</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                {offer ? formatRsdMinor(total) : '…'}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {totalEur !== null && total > 0 && (
        <Text size="sm" c="dimmed" mt={-8}>
          {t('licencePurchase.confirm.eurTotal', { price: formatEurMinor(totalEur) })}
        </Text>
      )}

      <Stack gap={6} component="dl" m={0}>
        <SummaryRow
          term={t('licencePurchase.confirm.siteName')}
          action={change('details', t('licencePurchase.confirm.changeDetails'))}
        >
          {draft.title_of_app}
        </SummaryRow>
        <SummaryRow
          term={t('licencePurchase.confirm.address')}
          action={change('domain', t('licencePurchase.confirm.changeDomain'))}
        >
          {siteAddressPreview(draft.title_of_app_unique ?? '')}
          {hasDomain ? `, ${draft.confirmedDomain}` : ''}
        </SummaryRow>
        <SummaryRow
          term={t('licencePurchase.confirm.template')}
          action={change('template', t('licencePurchase.confirm.changeTemplate'))}
        >
          {template?.name ?? draft.template_id}
        </SummaryRow>
        <SummaryRow
          term={t('licencePurchase.confirm.language')}
          action={change('details', t('licencePurchase.confirm.changeDetails'))}
        >
          {languageName}
        </SummaryRow>
      </Stack>

      {!isFree && (
        <Radio.Group
          name="payment_method"
          label={t('licencePurchase.confirm.method')}
          value={method}
          onChange={(value) => setMethod(value as TPaymentMethod)}
        >
          <Stack gap="sm" mt="xs">
            <Radio
              value="card"
              label={t('licencePurchase.confirm.card')}
              description={t('licencePurchase.confirm.cardHint')}
            />
            <Radio
              value="ips"
              label={t('licencePurchase.confirm.ips')}
              description={t('licencePurchase.confirm.ipsHint')}
            />
          </Stack>
        </Radio.Group>
      )}

      <Stack gap="sm">
        <Checkbox
          checked={accepted.termsOfPayment}
          onChange={(event) => setAccepted({ ...accepted, termsOfPayment: event.currentTarget.checked })}
          error={shown('termsOfPayment')}
          label={<TermsLabel link={t('licencePurchase.confirm.termsOfPayment')} href={platformRoutes.termsOfPayment} />}
        />
        <Checkbox
          checked={accepted.termsAndConditions}
          onChange={(event) => setAccepted({ ...accepted, termsAndConditions: event.currentTarget.checked })}
          error={shown('termsAndConditions')}
          label={
            <TermsLabel
              link={t('licencePurchase.confirm.termsAndConditions')}
              href={platformRoutes.termsAndConditions}
            />
          }
        />
      </Stack>

      {problem && <PayProblem problem={problem} goTo={goTo} />}

      <Button size="md" onClick={submit} loading={isPending} disabled={isPending || !offer} aria-busy={isPending}>
        {payLabel}
      </Button>
      {!isFree && method === 'card' && (
        <Text size="xs" c="dimmed">
          {t('licencePurchase.confirm.cardNote')}
        </Text>
      )}
    </StepFrame>
  );
}

function SummaryRow({ term, action, children }: { term: string; action: ReactNode; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 8 }}>
      <Text component="dt" fw={600} size="sm">
        {term}:
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children} {action}
      </Text>
    </div>
  );
}

/** "I have read and accept the <terms>": the terms open in a new tab, so the wizard stays where it is. */
function TermsLabel({ link, href }: { link: string; href: string }) {
  const { t } = useTranslation();
  return (
    <>
      {t('licencePurchase.confirm.acceptPrefix')}{' '}
      <Anchor href={href} target="_blank" inherit>
        {link}
      </Anchor>{' '}
      <Text span size="xs" c="dimmed">
        {t('licencePurchase.newTab')}
      </Text>
    </>
  );
}

function PayProblem({ problem, goTo }: { problem: TPayProblem; goTo(step: number): void }) {
  const { t } = useTranslation();
  if (problem.kind === 'refused') {
    return (
      <Alert color="red" role="alert" title={t('licencePurchase.confirm.refused')}>
        <List size="sm" spacing={4}>
          {problem.error.fieldErrors.map((fieldError) => {
            const step = STEP_OF_FIELD[fieldError.field];
            return (
              <List.Item key={`${fieldError.field}-${fieldError.message}`}>
                {fieldError.message}{' '}
                {step && (
                  <Anchor component="button" type="button" size="sm" onClick={() => goTo(stepIndex(step))}>
                    {t(`licencePurchase.confirm.fixAt.${step}`)}
                  </Anchor>
                )}
              </List.Item>
            );
          })}
        </List>
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert">
      {problem.kind === 'orderLapsed'
        ? t('licencePurchase.confirm.orderLapsed')
        : (problem.message ?? t('common.somethingWentWrong'))}
    </Alert>
  );
}
