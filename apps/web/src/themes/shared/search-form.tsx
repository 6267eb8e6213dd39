/**
 * The search page's form, the same in every theme: the query to refine, sent trimmed and only when something is left,
 * closed until the app runs on a drawn page (LiveFieldset). Each theme passes in only its look.
 */
import { Button, Group, type GroupProps, TextInput, type TextInputProps } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveFieldset } from '@/components/live-fieldset';
import type { TSearchListingLayoutProps } from '../layout-props';

/** Where the themes' forms differ: how wide the row may grow, the size and corners of the field and its button. */
export type TSearchFormLook = { row?: Pick<GroupProps, 'maw'>; control?: Pick<TextInputProps, 'size' | 'radius'> };

type TSearchFormProps = Pick<TSearchListingLayoutProps, 'query' | 'isSearchDisabled' | 'onSearch'> & {
  look?: TSearchFormLook;
};

export function SearchForm({ query, isSearchDisabled, onSearch, look = {} }: TSearchFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) onSearch(draft.trim());
  };
  // Nothing to refine while search is off; the results say why.
  if (isSearchDisabled) return null;
  return (
    <search>
      <form onSubmit={submit}>
        <LiveFieldset>
          <Group align="flex-end" gap="sm" {...look.row}>
            <TextInput
              label={t('search.label')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              type="search"
              {...look.control}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" {...look.control}>
              {t('search.submit')}
            </Button>
          </Group>
        </LiveFieldset>
      </form>
    </search>
  );
}
