/**
 * A member's own list of one kind (SPEC §2 "Client content management", "My Blogs"): every status shown, filters by
 * category and status, the pager; per row edit, send a draft to moderation, and delete (blogs) or turn off
 * (products, catalogs) after a confirmation.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategoryOptions } from '@/components/content-form/api/get-category-options';
import { usePublishDraft } from '@/components/content-form/api/publish-draft';
import { ListFilters } from '@/components/content-form/list-filters';
import { categoryTypeOf } from '@/components/content-form/managed-kinds';
import { ManagedList, type TManagedRow } from '@/components/content-form/managed-list';
import { RowActions, type TRowAction } from '@/components/content-form/row-actions';
import { useListFilters } from '@/components/content-form/use-list-filters';
import { links } from '@/lib/paths';
import { MEMBER_CALLS, type TMemberKind } from '../api/member-calls';
import { useRemoveMyItem } from '../api/remove-my-item';
import { useMyRows } from '../hooks/use-my-rows';

type TMyContentListPageProps = { kind: TMemberKind; user: TCurrentUser };

const LIST_TITLE = { products: 'myProducts', catalogs: 'myCatalogs', blogs: 'myBlogs' } as const;

export function MyContentListPage({ kind, user }: TMyContentListPageProps) {
  const { t } = useTranslation();
  const list = useListFilters();
  const categories = useCategoryOptions(categoryTypeOf(kind));
  const rows = useMyRows(kind, user.id, list.filters, categories.data);
  const publishDraft = usePublishDraft();
  const remove = useRemoveMyItem();
  const removal = MEMBER_CALLS[kind].remove;
  const isFiltered = list.filters.categoryId !== undefined || list.filters.status !== undefined;
  const title = t(`backOffice.links.${LIST_TITLE[kind]}`);

  const actionsOf = (row: TManagedRow): TRowAction[] => {
    const name = row.title;
    const actions: TRowAction[] = [
      {
        label: t('manage.actions.edit'),
        accessibleLabel: t('manage.actions.editItem', { title: name }),
        to: row.editTo,
      },
    ];
    if (row.status === 'draft') {
      actions.push({
        label: t('manage.actions.publish'),
        accessibleLabel: t('manage.actions.publishItem', { title: name }),
        run: () => publishDraft.mutateAsync({ kind, id: row.id }),
        successMessage: t('manage.notices.sentToModeration'),
      });
    }
    if (removal.how === 'delete') {
      actions.push({
        label: t('manage.actions.delete'),
        accessibleLabel: t('manage.actions.deleteItem', { title: name }),
        run: () => remove.mutateAsync({ kind, id: row.id }),
        successMessage: t('manage.notices.deleted'),
        confirm: {
          title: t('manage.confirm.deleteTitle'),
          message: t('manage.confirm.deleteMessage', { title: name }),
          confirmLabel: t('manage.actions.delete'),
        },
      });
    } else if (row.status !== 'deleted') {
      actions.push({
        label: t('manage.actions.disable'),
        accessibleLabel: t('manage.actions.disableItem', { title: name }),
        run: () => remove.mutateAsync({ kind, id: row.id }),
        successMessage: t('manage.notices.disabled'),
        confirm: {
          title: t('manage.confirm.disableTitle'),
          message: t('manage.confirm.disableMessage', { title: name }),
          confirmLabel: t('manage.actions.disable'),
        },
      });
    }
    return actions;
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        <Button component={Link} to={links.myContentNew(kind)}>
          {t(`manage.newItem.${kind}`)}
        </Button>
      </Group>
      <ListFilters
        filters={list.filters}
        categories={categories.data}
        onCategoryChange={list.setCategory}
        onStatusChange={list.setStatus}
      />
      <ManagedList
        label={title}
        query={rows}
        onPageChange={list.setPage}
        showAuthor={false}
        emptyMessage={isFiltered ? t('manage.emptyFiltered') : t('manage.empty')}
        renderActions={(row) => <RowActions actions={actionsOf(row)} />}
      />
    </Stack>
  );
}
