/** The search modal (SPEC §2 "search"): type, press Enter, and the search listing opens with the words. */
import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppModal } from '@/components/app-modal';
import { closeModal } from '@/lib/modal-store';
import { links } from '@/lib/paths';

export function SearchModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = query.trim();
    if (!words) return;
    closeModal();
    navigate(links.search(words));
  };

  return (
    <AppModal opened onClose={closeModal} title={t('search.title')} centered>
      <search>
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label={t('search.label')}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              data-autofocus
              style={{ flex: 1 }}
            />
            <Button type="submit">{t('search.submit')}</Button>
          </Group>
        </form>
      </search>
    </AppModal>
  );
}
