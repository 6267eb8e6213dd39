/**
 * Staff list of one kind (SPEC §2 "Admin content management"): filters by category, status and author (user admins
 * start with all authors, editors with their own — SPEC §6), the pager, and per row edit, publish a draft, delete.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { USER_ADMIN_ROLES } from '@izlog/contract/roles';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategoryOptions } from '@/components/content-form/api/get-category-options';
import { usePublishDraft } from '@/components/content-form/api/publish-draft';
import { ListFilters, type TAuthorOption } from '@/components/content-form/list-filters';
import { categoryTypeOf } from '@/components/content-form/managed-kinds';
import { ManagedList, type TManagedRow } from '@/components/content-form/managed-list';
import { RowActions, type TRowAction } from '@/components/content-form/row-actions';
import { useListFilters } from '@/components/content-form/use-list-filters';
import { links, type TManagedKind } from '@/lib/paths';
import { STAFF_CALLS } from '../api/admin-calls';
import { useAuthorOptions } from '../api/get-author-options';
import { useRemoveAdminItem } from '../api/remove-admin-item';
import { useAdminRows } from '../hooks/use-admin-rows';

type TAdminContentListPageProps = { kind: TManagedKind; user: TCurrentUser };

export function AdminContentListPage({ kind, user }: TAdminContentListPageProps) {
  const { t } = useTranslation();
  const isUserAdmin = (USER_ADMIN_ROLES as readonly string[]).includes(user.role);
  const list = useListFilters(isUserAdmin ? undefined : user.id);
  const categories = useCategoryOptions(categoryTypeOf(kind));
  const rows = useAdminRows(kind, list.filters, categories.data);
  const users = useAuthorOptions({ enabled: isUserAdmin });
  const publishDraft = usePublishDraft();
  const remove = useRemoveAdminItem();

  const authorOptions: TAuthorOption[] = [
    { value: 'all', label: t('manage.filters.allAuthors') },
    { value: String(user.id), label: t('manage.filters.mine') },
    ...(users.data?.items ?? [])
      .filter((each) => each.id !== user.id)
      .map((each) => ({ value: String(each.id), label: each.company_name ?? each.username })),
  ];
  const { filters } = list;
  const isFiltered = filters.categoryId !== undefined || filters.status !== undefined;
  const removal = STAFF_CALLS[kind].remove;

  const actionsOf = (row: TManagedRow): TRowAction[] => {
    const title = row.title;
    const actions: TRowAction[] = [
      { label: t('manage.actions.edit'), accessibleLabel: t('manage.actions.editItem', { title }), to: row.editTo },
    ];
    if (row.status === 'draft') {
      actions.push({
        label: t('manage.actions.publish'),
        accessibleLabel: t('manage.actions.publishItem', { title }),
        run: () => publishDraft.mutateAsync({ kind, id: row.id }),
        successMessage: t('manage.notices.published'),
      });
    }
    if (removal.how === 'delete') {
      actions.push({
        label: t('manage.actions.delete'),
        accessibleLabel: t('manage.actions.deleteItem', { title }),
        run: () => remove.mutateAsync({ kind, id: row.id }),
        successMessage: t('manage.notices.deleted'),
        confirm: {
          title: t('manage.confirm.deleteTitle'),
          message: t('manage.confirm.deleteMessage', { title }),
          confirmLabel: t('manage.actions.delete'),
        },
      });
    } else if (row.status !== 'deleted') {
      actions.push({
        label: t('manage.actions.disable'),
        accessibleLabel: t('manage.actions.disableItem', { title }),
        run: () => remove.mutateAsync({ kind, id: row.id }),
        successMessage: t('manage.notices.disabled'),
        confirm: {
          title: t('manage.confirm.disableTitle'),
          message: t('manage.confirm.disableMessage', { title }),
          confirmLabel: t('manage.actions.disable'),
        },
      });
    }
    return actions;
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t(`manage.kinds.${kind}`)}</Title>
        <Button component={Link} to={links.adminContentNew(kind)}>
          {t(`manage.newItem.${kind}`)}
        </Button>
      </Group>
      <ListFilters
        filters={filters}
        categories={categories.data}
        onCategoryChange={list.setCategory}
        onStatusChange={list.setStatus}
        author={{ choice: list.authorChoice, options: authorOptions, onChange: list.setAuthor }}
      />
      <ManagedList
        label={t(`manage.kinds.${kind}`)}
        query={rows}
        onPageChange={list.setPage}
        showAuthor
        emptyMessage={isFiltered ? t('manage.emptyFiltered') : t('manage.empty')}
        renderActions={(row) => <RowActions actions={actionsOf(row)} />}
      />
    </Stack>
  );
}
