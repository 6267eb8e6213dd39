/**
 * Step 4, the domain check (SPEC §2, §4, §5): the subdomain is checked for its form at once and for being free as the
 * buyer types; a custom domain (with the licence types that include one) is checked on request, and a free one
 * opens its prices, which the buyer accepts or declines.
 */

import { NOTICE_MS } from '@izlog/contract/constants';
import type { TCheckDomainResponse, TDomainPriceRow } from '@izlog/contract/domains';
import { formatMessage } from '@izlog/contract/messages';
import { LICENCE_TYPE_FEATURES } from '@izlog/contract/sales';
import { Button, Checkbox, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { formatRsdMinor } from '@/lib/price';
import { useCustomDomainCheck, useSubdomainCheck } from '../../api/check-domain';
import {
  isCustomDomainWellFormed,
  isSubdomainWellFormed,
  normaliseDomain,
  siteAddressPreview,
} from '../../utils/domain-rules';
import { domainErrors, type TSubdomainState } from '../../utils/step-validation';
import { DomainPricesModal } from '../domain-prices-modal';
import { StepFrame } from '../step-frame';
import type { TStepProps } from './step-props';

const SUBDOMAIN_CHECK_DELAY_MS = 400;

type TDomainStepProps = TStepProps & { discard(): void };

export function DomainStep({ draft, update, goNext, goBack, discard, focusOnMount }: TDomainStepProps) {
  const { t } = useTranslation();
  const language = getLanguage();
  const statusId = useId();
  const notAvailable = formatMessage('domain_not_available', language);

  // The subdomain: form at once, uniqueness once typing pauses. An order already made holds its own subdomain.
  const subdomain = normaliseDomain(draft.title_of_app_unique ?? '');
  const isWellFormed = isSubdomainWellFormed(subdomain);
  const isOwnReservation = draft.order_id !== undefined;
  const [settled] = useDebouncedValue(subdomain, SUBDOMAIN_CHECK_DELAY_MS);
  const check = useSubdomainCheck(isWellFormed && !isOwnReservation && settled === subdomain ? subdomain : null);
  const subdomainState = subdomainStateOf(subdomain, isWellFormed, isOwnReservation, settled, check);
  const siteUrl = check.data?.site_url ?? siteAddressPreview(subdomain);

  // The custom domain.
  const includesCustomDomain = draft.licence_type
    ? LICENCE_TYPE_FEATURES[draft.licence_type].includes('custom_domain')
    : false;
  const [wantsCustom, setWantsCustom] = useState(Boolean(draft.confirmedDomain));
  const [customText, setCustomText] = useState(draft.confirmedDomain ?? '');
  const [customProblem, setCustomProblem] = useState<string | null>(null);
  const customCheck = useCustomDomainCheck();
  const [offered, setOffered] = useState<{ domain: string; price: TDomainPriceRow | null } | null>(null);
  const [isSubmitted, setIsSubmitted] = useState(false);

  const customInForm = includesCustomDomain && wantsCustom ? customText : '';
  const errors = domainErrors(draft, subdomainState, customInForm, language, t('licencePurchase.domain.unconfirmed'));
  if (!errors.title_of_app_unique && subdomainState === 'checking')
    errors.title_of_app_unique = t('licencePurchase.domain.stillChecking');
  if (!errors.title_of_app_unique && subdomainState === 'unknown')
    errors.title_of_app_unique = t('licencePurchase.domain.checkFailed');
  // Form and "taken" show as soon as they are known; the rest once Next is pressed.
  // A name still too short is not wrong yet: that waits for Next.
  const isShownAtOnce = (subdomainState === 'malformed' && subdomain.length >= 2) || subdomainState === 'taken';
  const subdomainError = isShownAtOnce || isSubmitted ? errors.title_of_app_unique : undefined;
  const customError = customProblem ?? (isSubmitted ? errors.domain : undefined);

  const forgetCustomDomain = () =>
    update({
      confirmedDomain: undefined,
      acceptedDomain: undefined,
      isDomainFree: undefined,
      domainPrice: undefined,
      domainMessage: undefined,
    });

  const checkCustom = async () => {
    const domain = normaliseDomain(customText);
    setCustomProblem(null);
    if (!isCustomDomainWellFormed(domain)) {
      setCustomProblem(notAvailable);
      return;
    }
    try {
      const answer: TCheckDomainResponse = await customCheck.mutateAsync(domain);
      update({ isDomainFree: answer.is_free, domainMessage: answer.message });
      if (!answer.is_free || answer.kind !== 'custom') {
        setCustomProblem(notAvailable);
        return;
      }
      // Kept as typed (a .срб name stays Cyrillic); the server reads either spelling.
      setOffered({ domain, price: answer.price });
    } catch {
      setCustomProblem(t('licencePurchase.domain.checkFailed'));
    }
  };

  const statusText = (() => {
    switch (subdomainState) {
      case 'checking':
        return t('licencePurchase.domain.checking');
      case 'free':
        return isOwnReservation
          ? t('licencePurchase.domain.yourOrder', { url: siteUrl })
          : t('licencePurchase.domain.free', { url: siteUrl });
      default:
        return '';
    }
  })();

  return (
    <StepFrame
      title={t('licencePurchase.domain.heading')}
      hint={t('licencePurchase.domain.hint')}
      focusOnMount={focusOnMount}
      onBack={goBack}
      next={{
        onClick: () => {
          setIsSubmitted(true);
          if (!errors.title_of_app_unique && !errors.domain && !customProblem) goNext();
        },
      }}
    >
      <Stack gap="lg" maw={560}>
        <Stack gap={6}>
          <TextInput
            label={t('licencePurchase.domain.subdomain')}
            description={t('licencePurchase.domain.subdomainHint')}
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={draft.title_of_app_unique ?? ''}
            onChange={(event) => update({ title_of_app_unique: event.currentTarget.value.toLowerCase() })}
            error={subdomainError}
            rightSection={subdomainState === 'checking' ? <Loader size="xs" aria-hidden /> : null}
            aria-describedby={statusId}
          />
          <Text id={statusId} size="sm" c={subdomainState === 'free' ? 'teal.9' : 'dimmed'} role="status">
            {statusText}
          </Text>
        </Stack>

        {includesCustomDomain ? (
          <Stack gap="sm">
            <Checkbox
              label={t('licencePurchase.domain.customToggle')}
              checked={wantsCustom}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setWantsCustom(checked);
                if (!checked) {
                  setCustomText('');
                  setCustomProblem(null);
                  forgetCustomDomain();
                }
              }}
            />
            {wantsCustom && (
              <Stack gap="xs">
                <Group align="flex-start" gap="sm" wrap="wrap">
                  <TextInput
                    label={t('licencePurchase.domain.customDomain')}
                    description={t('licencePurchase.domain.customHint')}
                    placeholder="mojsajt.rs"
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    style={{ flex: '1 1 240px' }}
                    value={customText}
                    onChange={(event) => {
                      const value = event.currentTarget.value.toLowerCase();
                      setCustomText(value);
                      setCustomProblem(null);
                      if (draft.confirmedDomain && normaliseDomain(value) !== draft.confirmedDomain)
                        forgetCustomDomain();
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        void checkCustom();
                      }
                    }}
                    error={customError}
                  />
                  <Button
                    variant="light"
                    mt={{ base: 0, xs: 46 }}
                    onClick={checkCustom}
                    loading={customCheck.isPending}
                    disabled={normaliseDomain(customText) === ''}
                  >
                    {t('licencePurchase.domain.check')}
                  </Button>
                </Group>
                {draft.confirmedDomain && draft.acceptedDomain && (
                  <Text size="sm" c="teal.9" role="status">
                    {t('licencePurchase.domain.accepted', {
                      domain: draft.confirmedDomain,
                      price: formatRsdMinor(draft.domainPrice ?? 0),
                    })}
                  </Text>
                )}
              </Stack>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('licencePurchase.domain.customNotIncluded')}
          </Text>
        )}
      </Stack>

      <DomainPricesModal
        domain={offered?.domain ?? null}
        checkedPrice={offered?.price ?? null}
        onClose={() => setOffered(null)}
        onAccept={(price) => {
          if (!offered) return;
          update({
            confirmedDomain: offered.domain,
            acceptedDomain: true,
            isDomainFree: true,
            domainPrice: price.registration,
          });
          setCustomText(offered.domain);
          setOffered(null);
        }}
        onDecline={() => {
          setOffered(null);
          discard();
          notify('info', t('licencePurchase.prices.declined'), NOTICE_MS.longest);
        }}
      />
    </StepFrame>
  );
}

function subdomainStateOf(
  subdomain: string,
  isWellFormed: boolean,
  isOwnReservation: boolean,
  settled: string,
  check: ReturnType<typeof useSubdomainCheck>,
): TSubdomainState {
  if (subdomain === '') return 'empty';
  if (!isWellFormed) return 'malformed';
  if (isOwnReservation) return 'free';
  if (settled !== subdomain || check.isPending) return 'checking';
  if (check.isError) return 'unknown';
  return check.data?.is_free ? 'free' : 'taken';
}
