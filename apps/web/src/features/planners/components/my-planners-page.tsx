/**
 * My Planners (SPEC §2; /my/planners, 'planners.keep'): the user's planners a page at a time, filtered by title and
 * public or private (kept in the address: ?title=&visibility=&page=), each with its items and totals; created and
 * edited in a modal, deleted after a confirm, made public or private by its switch.
 */
import type { TPlanner } from '@izlog/contract/planners';
import {
  Button,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState } from '@/components/states';
import { links } from '@/lib/paths';
import { type TPlannersFilters, usePlanners } from '../api/get-planners';
import { DeletePlannerDialog } from './delete-planner-dialog';
import { PlannerCard } from './planner-card';
import { PlannerFormModal } from './planner-form-modal';

const MY_PLANNERS_PAGE_COUNT = 10;

const VISIBILITIES = ['all', 'public', 'private'] as const;
type TVisibility = (typeof VISIBILITIES)[number];

const positive = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};
const visibilityOf = (text: string | null): TVisibility =>
  (VISIBILITIES as readonly (string | null)[]).includes(text) ? (text as TVisibility) : 'all';

type TDialog = { kind: 'create' } | { kind: 'edit'; planner: TPlanner } | { kind: 'delete'; planner: TPlanner } | null;

export function MyPlannersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const title = params.get('title')?.trim() ?? '';
  const visibility = visibilityOf(params.get('visibility'));
  const page = positive(params.get('page')) ?? 1;
  const filters: TPlannersFilters = {
    title: title || undefined,
    isPublic: visibility === 'all' ? undefined : visibility === 'public',
    page,
    pageCount: MY_PLANNERS_PAGE_COUNT,
  };
  const planners = usePlanners(filters);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [typedTitle, setTypedTitle] = useState(title);

  const setFilters = (next: { title?: string; visibility?: TVisibility; page?: number }) => {
    const query = new URLSearchParams();
    const nextTitle = next.title ?? title;
    const nextVisibility = next.visibility ?? visibility;
    if (nextTitle) query.set('title', nextTitle);
    if (nextVisibility !== 'all') query.set('visibility', nextVisibility);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query, { replace: next.page === undefined });
  };
  // A new filter starts again at the first page; the title waits for a pause in typing.
  const setTitleFilter = useDebouncedCallback((value: string) => setFilters({ title: value.trim() }), 300);
  const isFiltered = title !== '' || visibility !== 'all';
  const isEmptyAtAll = !isFiltered && planners.data?.items.length === 0 && page === 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 20rem' }}>
          <Title order={1}>{t('planners.list.title')}</Title>
          <Text c="dimmed">{t('planners.list.intro')}</Text>
        </Stack>
        <Button onClick={() => setDialog({ kind: 'create' })} aria-haspopup="dialog">
          {t('planners.list.create')}
        </Button>
      </Group>
      {!isEmptyAtAll && (
        <Group role="search" aria-label={t('planners.list.filtersLabel')} gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('planners.list.searchTitle')}
            placeholder={t('planners.list.searchPlaceholder')}
            value={typedTitle}
            onChange={(event) => {
              setTypedTitle(event.currentTarget.value);
              setTitleFilter(event.currentTarget.value);
            }}
            w={{ base: '100%', sm: 280 }}
          />
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500} id="planner-visibility-label">
              {t('planners.list.visibility')}
            </Text>
            <SegmentedControl
              aria-labelledby="planner-visibility-label"
              value={visibility}
              onChange={(value) => setFilters({ visibility: visibilityOf(value) })}
              data={VISIBILITIES.map((each) => ({ value: each, label: t(`planners.list.visibilities.${each}`) }))}
            />
          </Stack>
        </Group>
      )}
      {planners.isPending ? (
        <div role="status" aria-live="polite">
          <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
          <Stack gap="sm" aria-hidden="true">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} h={140} radius="sm" />
            ))}
          </Stack>
        </div>
      ) : planners.isError || !planners.data ? (
        <ErrorState
          message={planners.error?.message || t('planners.list.loadFailed')}
          onRetry={() => void planners.refetch()}
        />
      ) : isEmptyAtAll ? (
        <Stack align="center" gap="sm" py="xl">
          <Text fw={500}>{t('planners.list.empty')}</Text>
          <Text c="dimmed" ta="center" maw={520}>
            {t('planners.list.emptyHint')}
          </Text>
          <Button onClick={() => setDialog({ kind: 'create' })} aria-haspopup="dialog">
            {t('planners.list.createFirst')}
          </Button>
        </Stack>
      ) : planners.data.items.length === 0 ? (
        <EmptyState message={t('planners.list.emptyFiltered')} />
      ) : (
        <Stack gap="md">
          <Stack
            component="ul"
            aria-label={t('planners.list.listLabel')}
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {planners.data.items.map((planner) => (
              <PlannerCard
                key={planner.id}
                planner={planner}
                onEdit={() => setDialog({ kind: 'edit', planner })}
                onDelete={() => setDialog({ kind: 'delete', planner })}
              />
            ))}
          </Stack>
          <Pager list={{ pagination: planners.data.pagination, onPageChange: (next) => setFilters({ page: next }) }} />
        </Stack>
      )}
      {dialog?.kind === 'create' && (
        <PlannerFormModal onClose={() => setDialog(null)} onSaved={(saved) => navigate(links.myPlanner(saved.id))} />
      )}
      {dialog?.kind === 'edit' && <PlannerFormModal planner={dialog.planner} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeletePlannerDialog planner={dialog.planner} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
