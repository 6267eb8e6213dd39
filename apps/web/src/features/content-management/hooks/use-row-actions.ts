/**
 * The actions of a list row: edit; publish a draft (staff: published, members: sent to moderation); delete or turn
 * off as the scope's call for the kind does, after a confirmation naming the item.
 */
import { useTranslation } from 'react-i18next';
import type { TManagedKind } from '@/lib/paths';
import { usePublishDraft } from '../api/publish-draft';
import { useRemoveManagedItem } from '../api/remove-managed-item';
import type { TManagedRow } from '../components/managed-list';
import type { TRowAction } from '../components/row-actions';
import { SCOPES, type TManagementScope, writeCallsOf } from '../utils/management-scope';

const REMOVAL_WORDS = {
  delete: {
    action: 'manage.actions.delete',
    itemAction: 'manage.actions.deleteItem',
    notice: 'manage.notices.deleted',
    confirmTitle: 'manage.confirm.deleteTitle',
    confirmMessage: 'manage.confirm.deleteMessage',
  },
  disable: {
    action: 'manage.actions.disable',
    itemAction: 'manage.actions.disableItem',
    notice: 'manage.notices.disabled',
    confirmTitle: 'manage.confirm.disableTitle',
    confirmMessage: 'manage.confirm.disableMessage',
  },
} as const;

export function useRowActions(scope: TManagementScope, kind: TManagedKind) {
  const { t } = useTranslation();
  const publishDraft = usePublishDraft();
  const remove = useRemoveManagedItem();
  const removal = writeCallsOf(scope, kind).remove;

  return (row: TManagedRow): TRowAction[] => {
    const title = row.title;
    const actions: TRowAction[] = [
      { label: t('manage.actions.edit'), accessibleLabel: t('manage.actions.editItem', { title }), to: row.editTo },
    ];
    if (row.status === 'draft') {
      actions.push({
        label: t('manage.actions.publish'),
        accessibleLabel: t('manage.actions.publishItem', { title }),
        run: () => publishDraft.mutateAsync({ kind, id: row.id }),
        successMessage: t(SCOPES[scope].publishedNoticeKey),
      });
    }
    // A turned-off item stays listed; turning it off again means nothing.
    if (removal.how === 'delete' || row.status !== 'deleted') {
      const words = REMOVAL_WORDS[removal.how];
      actions.push({
        label: t(words.action),
        accessibleLabel: t(words.itemAction, { title }),
        run: () => remove.mutateAsync({ scope, kind, id: row.id }),
        successMessage: t(words.notice),
        confirm: {
          title: t(words.confirmTitle),
          message: t(words.confirmMessage, { title }),
          confirmLabel: t(words.action),
        },
      });
    }
    return actions;
  };
}
