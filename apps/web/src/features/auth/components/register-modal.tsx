/**
 * The register modal of SPEC §2 with its two variants: a user or a client (company). The site's greeting for each
 * (register_msg, client_register_msg) is the success notice's title once the account is made.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/app-modal';
import { closeModal, type TRegisterVariant } from '@/lib/modal-store';
import { RegisterClientForm } from './register-client-form';
import { RegisterUserForm } from './register-user-form';

type TRegisterModalProps = { licence: TPublicLicence; variant?: TRegisterVariant };

export function RegisterModal({ licence, variant = 'user' }: TRegisterModalProps) {
  const { t } = useTranslation();
  const [shownVariant, setShownVariant] = useState<TRegisterVariant>(variant);
  return (
    <AppModal opened onClose={closeModal} title={t('auth.registerTitle')} size="lg" centered>
      <Tabs
        value={shownVariant}
        onChange={(value) => setShownVariant(value === 'client' ? 'client' : 'user')}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('auth.registerAs')} mb="md">
          <Tabs.Tab value="user">{t('auth.asUser')}</Tabs.Tab>
          <Tabs.Tab value="client">{t('auth.asClient')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="user">
          <RegisterUserForm licence={licence} />
        </Tabs.Panel>
        <Tabs.Panel value="client">
          <RegisterClientForm licence={licence} />
        </Tabs.Panel>
      </Tabs>
    </AppModal>
  );
}
