/**
 * What an editor does after a save: the notice, then the list (published or sent to moderation) or, for a new draft,
 * the saved draft's own editor. After saving an existing draft the editor stays.
 */
import { NOTICE_MS } from '@izlog/contract/constants';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import type { TManagedKind } from '@/lib/paths';
import type { TSaveIntent } from '../utils/managed-kinds';
import { SCOPES, type TManagementScope } from '../utils/management-scope';

/** Drafts exist before publishing (SPEC §4): a new item, a draft, or one returned for edit. */
export const canSaveDraftFrom = (status: string | undefined) =>
  status === undefined || status === 'draft' || status === 'request_for_edit';

export function useAfterSave(scope: TManagementScope, kind: TManagedKind, id: number | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rules = SCOPES[scope];
  return (intent: TSaveIntent, savedId: number) => {
    notify(
      'success',
      intent === 'draft' ? t('manage.notices.draftSaved') : t(rules.publishedNoticeKey),
      NOTICE_MS.normal,
    );
    if (intent === 'publish') navigate(rules.listLink(kind));
    else if (id === null) navigate(rules.editLink(kind, savedId), { replace: true });
  };
}
