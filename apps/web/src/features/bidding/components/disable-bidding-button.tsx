/**
 * Switching a first place off (SPEC §4 "bidding items can be disabled"), only from the confirm dialog that says what
 * happens: the item leaves the first place at once and this cannot be undone.
 */

import type { TBiddingItem } from '@izlog/contract/bidding';
import { formatMessage } from '@izlog/contract/messages';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useDisableBiddingItem } from '../api/disable-bidding-item';

export function DisableBiddingButton({ item }: { item: TBiddingItem }) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const disable = useDisableBiddingItem();
  const confirm = () =>
    disable.mutate(item.id, {
      onSuccess: () => {
        setIsAsking(false);
        notify('success', formatMessage('bidding_item_disabled', getLanguage()));
      },
      onError: (error) => {
        setIsAsking(false);
        reportActionError(error);
      },
    });
  return (
    <>
      <Button variant="default" color="red" size="xs" onClick={() => setIsAsking(true)}>
        {t('bidding.item.disable')}
      </Button>
      {isAsking && (
        <ConfirmDialog
          title={t('bidding.item.disableTitle')}
          message={t('bidding.item.disableMessage', { title: item.title, category: item.category.name })}
          confirmLabel={t('bidding.item.disableConfirm')}
          isPending={disable.isPending}
          onConfirm={confirm}
          onCancel={() => setIsAsking(false)}
        />
      )}
    </>
  );
}
