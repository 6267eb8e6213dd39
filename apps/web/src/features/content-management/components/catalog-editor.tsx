/**
 * The editor of a catalog, new or existing, with its status above the form. A member whose approved catalog has an
 * edit waiting (decision 0011) goes on from that edit, not from the public version.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { useTranslation } from 'react-i18next';
import { useManagedCatalog } from '../api/get-managed-catalog';
import { usePendingCatalogEdit } from '../api/get-pending-edit';
import { useSaveManagedItem } from '../api/save-managed-item';
import { canSaveDraftFrom, useAfterSave } from '../hooks/use-after-save';
import {
  catalogFormData,
  catalogValuesOf,
  catalogValuesOfVersion,
  emptyCatalogValues,
} from '../utils/catalog-form-values';
import { SCOPES, type TManagementScope } from '../utils/management-scope';
import { CatalogForm } from './catalog-form';
import { EditorState } from './editor-state';
import { StatusNotice } from './status-notice';

type TCatalogEditorProps = { scope: TManagementScope; id: number | null; user: TCurrentUser };

export function CatalogEditor({ scope, id, user }: TCatalogEditorProps) {
  const { t } = useTranslation();
  const rules = SCOPES[scope];
  const catalog = useManagedCatalog(id);
  const pendingEdit = rules.editsPendingEdit ? (catalog.data?.pending_revision ?? null) : null;
  const edit = usePendingCatalogEdit(id, pendingEdit?.id);
  const save = useSaveManagedItem();
  const afterSave = useAfterSave(scope, 'catalogs', id);
  if (id !== null && !catalog.data) return <EditorState query={catalog} />;
  if (pendingEdit && !edit.data) return <EditorState query={edit} />;
  const item = catalog.data;
  const initialValues = edit.data
    ? catalogValuesOfVersion(edit.data)
    : item
      ? catalogValuesOf(item)
      : emptyCatalogValues();
  return (
    <>
      {item && <StatusNotice status={item.status} remark={item.remark_request_for_edit} pendingEdit={pendingEdit} />}
      <CatalogForm
        initialValues={initialValues}
        authorId={item?.author_id ?? user.id}
        canSaveDraft={canSaveDraftFrom(item?.status)}
        publishLabel={t(rules.publishLabelKey)}
        backTo={rules.listLink('catalogs')}
        onSave={async ({ intent, values }) => {
          const body = catalogFormData(values);
          const saved = await save.mutateAsync({ scope, kind: 'catalogs', current: item ?? null, intent, body });
          afterSave(intent, saved.id);
        }}
      />
    </>
  );
}
