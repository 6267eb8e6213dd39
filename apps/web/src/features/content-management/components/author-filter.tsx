/**
 * The author filter of a staff list: all authors (where a list starts), only mine, and — for user admins, who alone
 * may list users (SPEC §6) — each user of the site.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasAbility } from '@/lib/current-user-store';
import { useAuthorOptions } from '../api/get-author-options';

type TAuthorFilterProps = {
  user: TCurrentUser;
  /** An author id, or "all". */
  choice: string;
  onChange(choice: string | null): void;
};

export function AuthorFilter({ user, choice, onChange }: TAuthorFilterProps) {
  const { t } = useTranslation();
  const isUserAdmin = hasAbility(user, 'users.list');
  const users = useAuthorOptions({ enabled: isUserAdmin });
  const options = [
    { value: 'all', label: t('manage.filters.allAuthors') },
    { value: String(user.id), label: t('manage.filters.mine') },
    ...(users.data?.items ?? [])
      .filter((each) => each.id !== user.id)
      .map((each) => ({ value: String(each.id), label: each.company_name ?? each.username })),
  ];
  return (
    <Select
      label={t('manage.filters.author')}
      data={options}
      value={choice}
      onChange={onChange}
      allowDeselect={false}
      searchable
      w={220}
    />
  );
}
