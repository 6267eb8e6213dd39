/**
 * The planner's public switch (SPEC §4 "Planner: public or not"): it sends the value it shows, and says what the
 * change means for visitors.
 */
import type { TPlanner } from '@izlog/contract/planners';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useSavingSwitch } from '@/lib/use-saving-switch';
import { useTogglePublicPlanner } from '../api/toggle-public-planner';

/** Made public, it waits for a moderator unless its words were approved before (decision 0041). */
const madeNoticeOf = (saved: TPlanner) =>
  !saved.is_public ? 'madePrivate' : saved.status === 'approved' ? 'madePublic' : 'madePublicPending';

export function PublicSwitch({ planner }: { planner: TPlanner }) {
  const { t } = useTranslation();
  const toggle = useTogglePublicPlanner();
  const { shown, saving, save } = useSavingSwitch(planner.is_public);
  return (
    <Switch
      label={t('planners.public.switch')}
      aria-label={t('planners.public.switchLabel', { title: planner.title })}
      checked={shown}
      disabled={saving}
      onChange={(event) => {
        const isPublic = event.currentTarget.checked;
        save(isPublic, () => toggle.mutateAsync({ id: planner.id, isPublic })).then(
          (saved) => notify('success', t(`planners.public.${madeNoticeOf(saved)}`)),
          reportActionError,
        );
      }}
    />
  );
}
