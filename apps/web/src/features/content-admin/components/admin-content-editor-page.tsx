/**
 * Staff editor of one item (new or existing), with the Content and Bidding tabs. Staff publish directly; a draft
 * stays a draft until published. After publishing the list shows again; after saving a draft the editor stays.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { NOTICE_MS } from '@izlog/contract/constants';
import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useManagedCatalog } from '@/components/content-form/api/get-managed-catalog';
import { useManagedContent } from '@/components/content-form/api/get-managed-content';
import { CatalogForm } from '@/components/content-form/catalog-form';
import { catalogFormData, catalogValuesOf, emptyCatalogValues } from '@/components/content-form/catalog-form-values';
import { ContentForm } from '@/components/content-form/content-form';
import { contentFormData, contentValuesOf, emptyContentValues } from '@/components/content-form/content-form-values';
import { EditorState } from '@/components/content-form/editor-state';
import { isContentKind, type TContentKind, type TSaveIntent } from '@/components/content-form/managed-kinds';
import { StatusNotice } from '@/components/content-form/status-notice';
import { useGalleryNamer } from '@/components/content-form/use-gallery-namer';
import { notify } from '@/lib/notify';
import { links, type TManagedKind } from '@/lib/paths';
import { useSaveAdminItem } from '../api/save-admin-item';
import { BiddingTab } from './bidding-tab';

type TAdminEditorProps = { kind: TManagedKind; id: number | null; user: TCurrentUser };

/** Drafts exist before publishing (SPEC §4): new, draft or returned for edit. */
const canSaveDraftFrom = (status: string | undefined) =>
  status === undefined || status === 'draft' || status === 'request_for_edit';

export function AdminContentEditorPage({ kind, id, user }: TAdminEditorProps) {
  const { t } = useTranslation();
  const title = id === null ? t(`manage.newItem.${kind}`) : t(`manage.editItem.${kind}`);
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Tabs defaultValue="content">
        <Tabs.List mb="md">
          <Tabs.Tab value="content">{t('manage.tabs.content')}</Tabs.Tab>
          <Tabs.Tab value="bidding">{t('manage.tabs.bidding')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="content">
          {isContentKind(kind) ? (
            <AdminContentEditor kind={kind} id={id} user={user} />
          ) : (
            <AdminCatalogEditor id={id} user={user} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="bidding">
          <BiddingTab isSaved={id !== null} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** After a save: the notice, then the list (published) or the saved draft's own editor (a new draft). */
function useAfterSave(kind: TManagedKind, id: number | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (intent: TSaveIntent, savedId: number) => {
    notify(
      'success',
      intent === 'draft' ? t('manage.notices.draftSaved') : t('manage.notices.published'),
      NOTICE_MS.normal,
    );
    if (intent === 'publish') navigate(links.adminContentList(kind));
    else if (id === null) navigate(links.adminContentEdit(kind, savedId), { replace: true });
  };
}

function AdminContentEditor({ kind, id, user }: { kind: TContentKind; id: number | null; user: TCurrentUser }) {
  const { t } = useTranslation();
  const content = useManagedContent(id);
  const nameGalleryItem = useGalleryNamer();
  const save = useSaveAdminItem();
  const afterSave = useAfterSave(kind, id);
  if (id !== null && !content.data) return <EditorState query={content} />;
  const item = content.data;
  return (
    <>
      {item && <StatusNotice status={item.status} remark={item.remark_request_for_edit} />}
      <ContentForm
        kind={kind}
        initialValues={item ? contentValuesOf(item, nameGalleryItem) : emptyContentValues()}
        authorId={item?.author.id ?? user.id}
        catalogScope="licence"
        canSaveDraft={canSaveDraftFrom(item?.status)}
        publishLabel={t('manage.form.publish')}
        backTo={links.adminContentList(kind)}
        onSave={async ({ intent, values, attributeIds }) => {
          const body = contentFormData(kind, values, { attributeIds, isUpdate: item !== undefined });
          const saved = await save.mutateAsync({ kind, id, intent, body });
          afterSave(intent, saved.id);
        }}
      />
    </>
  );
}

function AdminCatalogEditor({ id, user }: { id: number | null; user: TCurrentUser }) {
  const { t } = useTranslation();
  const catalog = useManagedCatalog(id);
  const save = useSaveAdminItem();
  const afterSave = useAfterSave('catalogs', id);
  if (id !== null && !catalog.data) return <EditorState query={catalog} />;
  const item = catalog.data;
  return (
    <>
      {item && <StatusNotice status={item.status} remark={item.remark_request_for_edit} />}
      <CatalogForm
        initialValues={item ? catalogValuesOf(item) : emptyCatalogValues()}
        authorId={item?.author_id ?? user.id}
        canSaveDraft={canSaveDraftFrom(item?.status)}
        publishLabel={t('manage.form.publish')}
        backTo={links.adminContentList('catalogs')}
        onSave={async ({ intent, values }) => {
          const saved = await save.mutateAsync({ kind: 'catalogs', id, intent, body: catalogFormData(values) });
          afterSave(intent, saved.id);
        }}
      />
    </>
  );
}
