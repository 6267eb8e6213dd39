/**
 * The list of one kind (SPEC §2 "Admin content management", "Client content management", "My Blogs"): every status,
 * filters by category and status — and for staff by author, starting with all authors — the pager, and per row edit,
 * publish a draft (members: to moderation), and delete or turn off after a confirmation.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TManagedKind } from '@/lib/paths';
import { useCategoryOptions } from '../api/get-category-options';
import { useListFilters } from '../hooks/use-list-filters';
import { useManagedRows } from '../hooks/use-managed-rows';
import { useRowActions } from '../hooks/use-row-actions';
import { categoryTypeOf } from '../utils/managed-kinds';
import { SCOPES, type TManagementScope } from '../utils/management-scope';
import { AuthorFilter } from './author-filter';
import { ListFilters } from './list-filters';
import { ManagedList } from './managed-list';
import { RowActions } from './row-actions';

type TManagedListPageProps = { scope: TManagementScope; kind: TManagedKind; user: TCurrentUser };

const MEMBER_LIST_TITLE = { products: 'myProducts', catalogs: 'myCatalogs', blogs: 'myBlogs' } as const;

export function ManagedListPage({ scope, kind, user }: TManagedListPageProps) {
  const { t } = useTranslation();
  const rules = SCOPES[scope];
  const list = useListFilters();
  // Members see only their own items, whatever the address says.
  const filters = rules.seesEveryAuthor ? list.filters : { ...list.filters, authorId: user.id };
  const categories = useCategoryOptions(categoryTypeOf(kind));
  const rows = useManagedRows(scope, kind, filters, categories.data);
  const actionsOf = useRowActions(scope, kind);
  const isFiltered = filters.categoryId !== undefined || filters.status !== undefined;
  const title =
    scope === 'staff'
      ? t(`manage.kinds.${kind}`)
      : t(`backOffice.links.${MEMBER_LIST_TITLE[kind as keyof typeof MEMBER_LIST_TITLE]}`);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        <Button component={Link} to={rules.newLink(kind)}>
          {t(`manage.newItem.${kind}`)}
        </Button>
      </Group>
      <ListFilters
        filters={filters}
        categories={categories.data}
        onCategoryChange={list.setCategory}
        onStatusChange={list.setStatus}
      >
        {rules.seesEveryAuthor && <AuthorFilter user={user} choice={list.authorChoice} onChange={list.setAuthor} />}
      </ListFilters>
      <ManagedList
        label={title}
        query={rows}
        onPageChange={list.setPage}
        showAuthor={rules.seesEveryAuthor}
        emptyMessage={isFiltered ? t('manage.emptyFiltered') : t('manage.empty')}
        renderActions={(row) => <RowActions actions={actionsOf(row)} />}
      />
    </Stack>
  );
}
