/**
 * The editor of an article, blog, static page or product, new or existing, with its status above the form. A member
 * whose approved item has an edit waiting (decision 0011) goes on from that edit, not from the public version.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { useTranslation } from 'react-i18next';
import { useManagedContent } from '../api/get-managed-content';
import { usePendingContentEdit } from '../api/get-pending-edit';
import { useSaveManagedItem } from '../api/save-managed-item';
import { canSaveDraftFrom, useAfterSave } from '../hooks/use-after-save';
import { useGalleryNamer } from '../hooks/use-gallery-namer';
import {
  contentFormData,
  contentValuesOf,
  contentValuesOfVersion,
  emptyContentValues,
} from '../utils/content-form-values';
import type { TContentKind } from '../utils/managed-kinds';
import { SCOPES, type TManagementScope, writeCallsOf } from '../utils/management-scope';
import { ContentForm } from './content-form';
import { EditorState } from './editor-state';
import { StatusNotice } from './status-notice';

type TContentEditorProps = { scope: TManagementScope; kind: TContentKind; id: number | null; user: TCurrentUser };

export function ContentEditor({ scope, kind, id, user }: TContentEditorProps) {
  const { t } = useTranslation();
  const rules = SCOPES[scope];
  const content = useManagedContent(id);
  const pendingEdit = rules.editsPendingEdit ? (content.data?.pending_revision ?? null) : null;
  const edit = usePendingContentEdit(id, pendingEdit?.id);
  const nameGalleryItem = useGalleryNamer();
  const save = useSaveManagedItem();
  const afterSave = useAfterSave(scope, kind, id);
  if (id !== null && !content.data) return <EditorState query={content} />;
  if (pendingEdit && !edit.data) return <EditorState query={edit} />;
  const item = content.data;
  const initialValues = edit.data
    ? contentValuesOfVersion(edit.data, nameGalleryItem)
    : item
      ? contentValuesOf(item, nameGalleryItem)
      : emptyContentValues();
  return (
    <>
      {item && <StatusNotice status={item.status} remark={item.remark_request_for_edit} pendingEdit={pendingEdit} />}
      <ContentForm
        kind={kind}
        initialValues={initialValues}
        authorId={item?.author.id ?? user.id}
        catalogScope={rules.catalogOptions}
        canSaveDraft={canSaveDraftFrom(item?.status)}
        publishLabel={t(rules.publishLabelKey)}
        backTo={rules.listLink(kind)}
        onSave={async ({ intent, values, attributeIds }) => {
          const naming = writeCallsOf(scope, kind).naming;
          const body = contentFormData(kind, values, { naming, attributeIds, isUpdate: item !== undefined });
          const saved = await save.mutateAsync({ scope, kind, current: item ?? null, intent, body });
          afterSave(intent, saved.id);
        }}
      />
    </>
  );
}
