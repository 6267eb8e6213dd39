/** Block or activate a user, each after a confirmation that says what it does; the server's answer as a notice. */
import type { TAdminUser } from '@izlog/contract/user-admin';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useActivateUser } from '../api/activate-user';
import { useBlockUser } from '../api/block-user';

type TStatusAction = 'block' | 'activate';

export function StatusActions({ user }: { user: TAdminUser }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<TStatusAction | null>(null);
  const block = useBlockUser();
  const activate = useActivateUser();
  const mutation = asking === 'activate' ? activate : block;
  const run = () =>
    mutation.mutate(user.id, {
      onSuccess: (answer) => notify('success', answer.message),
      onError: (error) => reportActionError(error),
      onSettled: () => setAsking(null),
    });

  return (
    <>
      {user.status !== 'blocked' && (
        <Button variant="outline" color="red.9" aria-haspopup="dialog" onClick={() => setAsking('block')}>
          {t('userAdmin.detail.block')}
        </Button>
      )}
      {user.status !== 'active' && (
        <Button variant="outline" color="teal.9" aria-haspopup="dialog" onClick={() => setAsking('activate')}>
          {t('userAdmin.detail.activate')}
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          title={t(`userAdmin.confirm.${asking}Title`)}
          message={t(`userAdmin.confirm.${asking}Message`, { username: user.username })}
          confirmLabel={t(`userAdmin.detail.${asking}`)}
          isPending={mutation.isPending}
          onConfirm={run}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}
