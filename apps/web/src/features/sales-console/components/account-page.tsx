/** /console/account: the signed-in account's own name and phone (its e-mail is its sign-in name and stays). */
import { ZSalesUserNameRequest, ZSalesUserPhoneRequest } from '@izlog/contract/sales';
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSalesUser } from '@/lib/sales-user-store';
import { useUpdateOwnAccount } from '../api/update-own-account';
import { ConsoleFrame } from './console-frame';
import { OneFieldForm, PHONE_INPUT } from './one-field-form';

function AccountForms() {
  const { t } = useTranslation();
  const user = useSalesUser();
  const update = useUpdateOwnAccount();
  if (!user) return null;
  const shared = {
    saveLabel: t('salesConsole.account.save'),
    savedMessage: t('salesConsole.account.saved'),
    inputWidth: 320,
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={720}>
      <Stack gap="lg">
        <div>
          <Text size="sm" c="dimmed">
            {t('salesConsole.account.email')}
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{user.email}</Text>
          <Text size="xs" c="dimmed">
            {t('salesConsole.account.emailHint')}
          </Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t('salesConsole.account.role')}
          </Text>
          <Text>{t(`salesConsole.account.roles.${user.role}`)}</Text>
        </div>
        <OneFieldForm
          schema={ZSalesUserNameRequest}
          field="name"
          initialValue={user.name ?? ''}
          save={async (name) => (await update.mutateAsync({ field: 'name', name })).name ?? ''}
          label={t('salesConsole.account.name')}
          inputProps={{ autoComplete: 'name' }}
          {...shared}
        />
        <OneFieldForm
          schema={ZSalesUserPhoneRequest}
          field="phone"
          initialValue={user.phone ?? ''}
          save={async (phone) => (await update.mutateAsync({ field: 'phone', phone })).phone ?? ''}
          label={t('salesConsole.account.phone')}
          inputProps={PHONE_INPUT}
          {...shared}
        />
      </Stack>
    </Paper>
  );
}

export function AccountPage() {
  const { t } = useTranslation();
  return (
    <ConsoleFrame title={t('salesConsole.account.title')}>
      <AccountForms />
    </ConsoleFrame>
  );
}
