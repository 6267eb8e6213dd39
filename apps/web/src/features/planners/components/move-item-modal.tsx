/**
 * Moving an item to another of the user's planners (SPEC §4 "Item can be moved to another planner"): both planners'
 * totals come back in the answer; the item leaves this page, and focus goes to the nearest item or heading left.
 */
import type { TPlannerItem } from '@izlog/contract/planners';
import { Anchor, Select, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '@/lib/notify';
import { links } from '@/lib/paths';
import { reportActionError } from '@/lib/report-action-error';
import { usePlannerChoices } from '../api/get-planner-choices';
import { useMovePlannerItem } from '../api/move-planner-item';
import { planFocusAfterRemoval } from '../utils/focus-after-removal';
import { ItemModal } from './item-modal';

export function MoveItemModal({ item, onClose }: { item: TPlannerItem; onClose(): void }) {
  const { t } = useTranslation();
  const choices = usePlannerChoices();
  const move = useMovePlannerItem();
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const others = (choices.data ?? []).filter((planner) => planner.id !== item.planner_id);
  const hasOthers = others.length > 0;

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const toPlannerId = Number(target);
    if (!target) {
      setError(t('planners.move.chooseTarget'));
      return;
    }
    const moveFocus = planFocusAfterRemoval(item.id);
    move.mutateAsync({ itemId: item.id, toPlannerId }).then(
      (moved) => {
        notify('success', t('planners.move.moved', { title: item.title, planner: moved.planner.title }));
        onClose();
        moveFocus();
      },
      (failure: unknown) => {
        reportActionError(failure);
      },
    );
  };

  return (
    <ItemModal
      title={t('planners.move.title', { title: item.title })}
      isPending={move.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('planners.move.submit')}
      canSubmit={hasOthers}
    >
      {choices.isPending ? (
        <Text size="sm">{t('common.loading')}</Text>
      ) : choices.isError ? (
        <Text size="sm" c="red.9" role="alert">
          {choices.error.message}
        </Text>
      ) : hasOthers ? (
        <Select
          label={t('planners.move.target')}
          placeholder={t('planners.move.chooseTarget')}
          data={others.map((planner) => ({ value: String(planner.id), label: planner.title }))}
          value={target}
          onChange={(value) => {
            setTarget(value);
            setError(undefined);
          }}
          error={error}
          withAsterisk
          searchable
          data-autofocus
        />
      ) : (
        <Text size="sm">
          {t('planners.move.noOther')}{' '}
          <Anchor component={Link} to={links.myPlanners()}>
            {t('planners.move.toList')}
          </Anchor>
        </Text>
      )}
    </ItemModal>
  );
}
