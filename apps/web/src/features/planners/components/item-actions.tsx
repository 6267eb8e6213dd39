/**
 * An item's actions in one menu: a task is edited in its form; a linked product or catalog gets its note and date;
 * every item its price, a move to another planner and removal (after a confirm).
 */
import type { TPlannerItem } from '@izlog/contract/planners';
import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ITEM_ACTIONS_ATTRIBUTE } from '../utils/focus-after-removal';
import { DeleteItemDialog } from './delete-item-dialog';
import { ItemDateModal } from './item-date-modal';
import { ItemNoteModal } from './item-note-modal';
import { ItemPriceModal } from './item-price-modal';
import { MoveItemModal } from './move-item-modal';
import { TaskFormModal } from './task-form-modal';

type TItemDialog = 'edit' | 'note' | 'date' | 'price' | 'move' | 'delete' | null;

export function ItemActions({ item }: { item: TPlannerItem }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<TItemDialog>(null);
  const close = () => setDialog(null);
  const isTask = item.kind === 'task';
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            {...{ [ITEM_ACTIONS_ATTRIBUTE]: item.id }}
            size="compact-sm"
            variant="light"
            // Beside a long title on a phone the button keeps its width: its word is never cut.
            style={{ flexShrink: 0 }}
            aria-label={t('planners.actions.label', { title: item.title })}
          >
            {t('planners.actions.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {isTask ? (
            <Menu.Item onClick={() => setDialog('edit')}>{t('planners.actions.edit')}</Menu.Item>
          ) : (
            <>
              <Menu.Item onClick={() => setDialog('note')}>{t('planners.actions.note')}</Menu.Item>
              <Menu.Item onClick={() => setDialog('date')}>{t('planners.actions.date')}</Menu.Item>
            </>
          )}
          <Menu.Item onClick={() => setDialog('price')}>{t('planners.actions.price')}</Menu.Item>
          <Menu.Item onClick={() => setDialog('move')}>{t('planners.actions.move')}</Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red.9" onClick={() => setDialog('delete')}>
            {t('planners.actions.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog === 'edit' && <TaskFormModal plannerId={item.planner_id} task={item} onClose={close} />}
      {dialog === 'note' && <ItemNoteModal item={item} onClose={close} />}
      {dialog === 'date' && <ItemDateModal item={item} onClose={close} />}
      {dialog === 'price' && <ItemPriceModal item={item} onClose={close} />}
      {dialog === 'move' && <MoveItemModal item={item} onClose={close} />}
      {dialog === 'delete' && <DeleteItemDialog item={item} onClose={close} />}
    </>
  );
}
