/** Acceptance of the site's terms of use, which can be read in their own modal. */
import { Anchor, Checkbox, Modal, Stack, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

type TTermsFieldProps = { termsText: string | null; inputProps: GetInputPropsReturnType };

export function TermsField({ termsText, inputProps }: TTermsFieldProps) {
  const { t } = useTranslation();
  const [isTermsOpen, { open, close }] = useDisclosure(false);
  return (
    <Stack gap={4}>
      <Checkbox label={t('auth.acceptTerms')} {...inputProps} />
      <Anchor component="button" type="button" size="sm" onClick={open} w="fit-content">
        {t('auth.readTerms')}
      </Anchor>
      <Modal opened={isTermsOpen} onClose={close} title={t('auth.termsTitle')} size="lg" zIndex={300}>
        {/* Shown as text, never as HTML: the terms are written by site admins. */}
        <Text style={{ whiteSpace: 'pre-wrap' }}>{termsText || t('auth.noTerms')}</Text>
      </Modal>
    </Stack>
  );
}
