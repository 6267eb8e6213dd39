/**
 * A member's editor of one own item (new or existing), with its status and the moderator's remark. "Publish" sends
 * it to moderation; a draft may be saved while it is new, a draft, or returned for edit. After publishing the list
 * shows again; after saving a new draft its editor opens. An approved item whose edit waits (decision 0011) opens
 * with that edit in the form.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { NOTICE_MS } from '@izlog/contract/constants';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useManagedCatalog } from '@/components/content-form/api/get-managed-catalog';
import { useManagedContent } from '@/components/content-form/api/get-managed-content';
import { CatalogForm } from '@/components/content-form/catalog-form';
import {
  catalogFormData,
  catalogValuesOf,
  catalogValuesOfVersion,
  emptyCatalogValues,
} from '@/components/content-form/catalog-form-values';
import { ContentForm } from '@/components/content-form/content-form';
import {
  contentFormData,
  contentValuesOf,
  contentValuesOfVersion,
  emptyContentValues,
} from '@/components/content-form/content-form-values';
import { EditorState } from '@/components/content-form/editor-state';
import type { TSaveIntent } from '@/components/content-form/managed-kinds';
import { StatusNotice } from '@/components/content-form/status-notice';
import { useGalleryNamer } from '@/components/content-form/use-gallery-namer';
import { notify } from '@/lib/notify';
import { links } from '@/lib/paths';
import { useMyCatalogEdit, useMyContentEdit } from '../api/get-my-pending-edit';
import { MEMBER_CALLS, type TMemberKind } from '../api/member-calls';
import { useSaveMyItem } from '../api/save-my-item';

type TMyEditorProps = { kind: TMemberKind; id: number | null; user: TCurrentUser };

const canSaveDraftFrom = (status: string | undefined) =>
  status === undefined || status === 'draft' || status === 'request_for_edit';

export function MyContentEditorPage({ kind, id, user }: TMyEditorProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{id === null ? t(`manage.newItem.${kind}`) : t(`manage.editItem.${kind}`)}</Title>
      {kind === 'catalogs' ? (
        <MyCatalogEditor id={id} user={user} />
      ) : (
        <MyContentEditor kind={kind} id={id} user={user} />
      )}
    </Stack>
  );
}

function useAfterSave(kind: TMemberKind, id: number | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (intent: TSaveIntent, savedId: number) => {
    notify(
      'success',
      intent === 'draft' ? t('manage.notices.draftSaved') : t('manage.notices.sentToModeration'),
      NOTICE_MS.normal,
    );
    if (intent === 'publish') navigate(links.myContentList(kind));
    else if (id === null) navigate(links.myContentEdit(kind, savedId), { replace: true });
  };
}

function MyContentEditor({ kind, id, user }: { kind: 'products' | 'blogs'; id: number | null; user: TCurrentUser }) {
  const { t } = useTranslation();
  const content = useManagedContent(id);
  const pendingEdit = content.data?.pending_revision ?? null;
  const edit = useMyContentEdit(id, pendingEdit?.id);
  const nameGalleryItem = useGalleryNamer();
  const save = useSaveMyItem();
  const afterSave = useAfterSave(kind, id);
  if (id !== null && !content.data) return <EditorState query={content} />;
  // An approved item whose edit waits: the form goes on from the edit, not from the public version.
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
        authorId={user.id}
        catalogScope="own"
        canSaveDraft={canSaveDraftFrom(item?.status)}
        publishLabel={t('manage.form.sendToModeration')}
        backTo={links.myContentList(kind)}
        onSave={async ({ intent, values, attributeIds }) => {
          const body = contentFormData(kind, values, {
            naming: MEMBER_CALLS[kind].naming,
            attributeIds,
            isUpdate: item !== undefined,
          });
          const saved = await save.mutateAsync({ kind, current: item ?? null, intent, body });
          afterSave(intent, saved.id);
        }}
      />
    </>
  );
}

function MyCatalogEditor({ id, user }: { id: number | null; user: TCurrentUser }) {
  const { t } = useTranslation();
  const catalog = useManagedCatalog(id);
  const pendingEdit = catalog.data?.pending_revision ?? null;
  const edit = useMyCatalogEdit(id, pendingEdit?.id);
  const save = useSaveMyItem();
  const afterSave = useAfterSave('catalogs', id);
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
        authorId={user.id}
        canSaveDraft={canSaveDraftFrom(item?.status)}
        publishLabel={t('manage.form.sendToModeration')}
        backTo={links.myContentList('catalogs')}
        onSave={async ({ intent, values }) => {
          const body = catalogFormData(values);
          const saved = await save.mutateAsync({ kind: 'catalogs', current: item ?? null, intent, body });
          afterSave(intent, saved.id);
        }}
      />
    </>
  );
}
