/**
 * The privacy policy, terms of payment and terms and conditions modals (SPEC §2): one of the licence's texts, read
 * when the modal opens (the texts are not part of every page), with a plain sentence when the site has none. The
 * app hands in how its theme shows rich text.
 */
import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/app-modal';
import { EmptyState, ErrorState } from '@/components/states';
import { closeModal, type TLicenceTextName } from '@/lib/modal-store';
import { useLicenceTexts } from '../api/get-licence-texts';

type TLicenceTextModalProps = { text: TLicenceTextName; renderText: (html: string) => ReactNode };

export function LicenceTextModal({ text, renderText }: TLicenceTextModalProps) {
  const { t } = useTranslation();
  const texts = useLicenceTexts();
  const html = texts.data?.[text]?.trim();
  return (
    <AppModal opened onClose={closeModal} title={t(`licenceTexts.names.${text}`)} size="lg">
      {texts.isPending && (
        <Stack role="status" aria-label={t('common.loading')} gap="xs">
          <Skeleton h={14} />
          <Skeleton h={14} w="90%" />
          <Skeleton h={14} w="70%" />
        </Stack>
      )}
      {texts.isError && <ErrorState message={t('licenceTexts.loadFailed')} onRetry={() => void texts.refetch()} />}
      {texts.isSuccess && (html ? renderText(html) : <EmptyState message={t(`licenceTexts.empty.${text}`)} />)}
    </AppModal>
  );
}
