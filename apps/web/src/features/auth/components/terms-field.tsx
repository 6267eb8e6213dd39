/**
 * Acceptance of the site's terms of use, with a link to the TermsAndConditions page. It opens in a new tab, so the
 * registration form keeps what was typed while the visitor reads.
 */
import { Anchor, Checkbox, Stack, VisuallyHidden } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { routes } from '@/lib/paths';

export function TermsField({ inputProps }: { inputProps: GetInputPropsReturnType }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Checkbox label={t('auth.acceptTerms')} {...inputProps} />
      <Anchor href={routes.termsAndConditions} target="_blank" rel="noopener" size="sm" w="fit-content">
        {t('auth.readTerms')} <VisuallyHidden>{t('licenceTexts.newTab')}</VisuallyHidden>
      </Anchor>
    </Stack>
  );
}
