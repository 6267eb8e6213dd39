/** The wizard needs a signed-in sales user (SPEC §4: register, log in, then choose): says why and offers both. */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openModal } from '@/lib/modal-store';

export function SignInRequired({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <Stack gap="sm">
        <Title order={2}>{t('licencePurchase.signIn.title')}</Title>
        <Text>{text ?? t('licencePurchase.signIn.text')}</Text>
        <Group gap="sm">
          <Button onClick={() => openModal({ name: 'salesLoginModal' })}>{t('licencePurchase.signIn.signIn')}</Button>
          <Button variant="default" onClick={() => openModal({ name: 'salesRegisterModal' })}>
            {t('licencePurchase.signIn.register')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
