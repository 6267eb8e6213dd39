/** The register modal of SPEC §2 with its two variants: a user or a client (company). */
import type { TPublicLicence } from '@izlog/contract/licence';
import { Modal, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeModal, type TRegisterVariant } from '@/lib/modal-store';
import { RegisterClientForm } from './register-client-form';
import { RegisterUserForm } from './register-user-form';

type TRegisterModalProps = { licence: TPublicLicence; variant?: TRegisterVariant };

export function RegisterModal({ licence, variant = 'user' }: TRegisterModalProps) {
  const { t } = useTranslation();
  const [shownVariant, setShownVariant] = useState<TRegisterVariant>(variant);
  const greeting = shownVariant === 'client' ? licence.client_register_msg : licence.register_msg;
  return (
    <Modal opened onClose={closeModal} title={t('auth.registerTitle')} size="lg" centered>
      <Tabs
        value={shownVariant}
        onChange={(value) => setShownVariant(value === 'client' ? 'client' : 'user')}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('auth.registerAs')} mb="md">
          <Tabs.Tab value="user">{t('auth.asUser')}</Tabs.Tab>
          <Tabs.Tab value="client">{t('auth.asClient')}</Tabs.Tab>
        </Tabs.List>
        {greeting && <Text mb="md">{greeting}</Text>}
        <Tabs.Panel value="user">
          <RegisterUserForm licence={licence} />
        </Tabs.Panel>
        <Tabs.Panel value="client">
          <RegisterClientForm licence={licence} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
