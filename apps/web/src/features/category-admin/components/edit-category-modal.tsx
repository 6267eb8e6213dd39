/**
 * The edit-category modal of SPEC §2: a landing screen, then the four-step wizard (create or edit), or the
 * drag-and-drop reordering of a content type's categories or of the menu's content types.
 */
import type { TCategory } from '@izlog/contract/categories';
import { CONTENT_TYPE, type TContentTypeId } from '@izlog/contract/constants';
import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/app-modal';
import { closeModal, type TCategoryModalView } from '@/lib/modal-store';
import { useAdminCategory } from '../api/get-admin-category';
import { CategoryModalLanding } from './category-modal-landing';
import { CategoryOrderPanel } from './category-order-panel';
import { CategoryPicker } from './category-picker';
import { CategoryWizard } from './category-wizard';
import { ContentTypeOrderPanel } from './content-type-order-panel';
import { LoadState } from './load-state';

type TEditCategoryModalProps = {
  view?: TCategoryModalView;
  /** The category to edit (view 'edit'). */
  categoryId?: number;
  /** The content type a new category, the picker and the category order start with. */
  contentTypeId?: TContentTypeId;
};

export function EditCategoryModal({
  view: initialView = 'landing',
  categoryId,
  contentTypeId = CONTENT_TYPE.product,
}: TEditCategoryModalProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<TCategoryModalView>(
    initialView === 'edit' && categoryId === undefined ? 'pick' : initialView,
  );
  const [contentType, setContentType] = useState(contentTypeId);
  const [editedId, setEditedId] = useState(categoryId);

  return (
    // Escape closes an open picker or dialog inside first; a wizard with changes asks before it closes (AppModal).
    <AppModal opened onClose={closeModal} title={t(`categoryAdmin.modalTitle.${view}`)} size="lg" centered>
      <Stack>
        {view !== 'landing' && (
          <Anchor component="button" type="button" size="sm" onClick={() => setView('landing')}>
            ← {t('categoryAdmin.backToLanding')}
          </Anchor>
        )}
        {view === 'landing' && <CategoryModalLanding onChoose={setView} />}
        {view === 'create' && <CategoryWizard contentTypeId={contentType} onSaved={closeModal} />}
        {view === 'pick' && (
          <CategoryPicker
            contentTypeId={contentType}
            onContentTypeChange={setContentType}
            onPick={(id) => {
              setEditedId(id);
              setView('edit');
            }}
          />
        )}
        {view === 'edit' && editedId !== undefined && <EditCategory id={editedId} onSaved={closeModal} />}
        {view === 'categoryOrder' && (
          <CategoryOrderPanel contentTypeId={contentType} onContentTypeChange={setContentType} />
        )}
        {view === 'contentTypeOrder' && <ContentTypeOrderPanel />}
      </Stack>
    </AppModal>
  );
}

function EditCategory({ id, onSaved }: { id: number; onSaved(category: TCategory): void }) {
  const category = useAdminCategory(id);
  return (
    <LoadState query={category} isEmpty={false} emptyMessage="">
      {category.data && (
        <CategoryWizard
          key={id}
          category={category.data}
          contentTypeId={category.data.content_type_id as TContentTypeId}
          onSaved={onSaved}
        />
      )}
    </LoadState>
  );
}
