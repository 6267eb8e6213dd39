/**
 * One list of the moderation modal's planners section: planners whose own words wait, or items shown publicly that
 * wait, each with what the public would see and its pair of decisions. Approve, or disapprove after a confirmation;
 * either names the version shown (its `updated_at`). A 409 — the owner changed it since, or another moderator was
 * first — shows the server's message and the list loads again with what now waits.
 */
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { TPage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import type { moderatePlanner, TPlannerDecision, TPlannerSubject } from '../api/moderate-planner';
import { ModerationListShell } from './moderation-list-shell';

type TDecidable = { id: number; title: string; updated_at: string };

/** The words of each list, under moderation.plannerItems. */
const TEXTS = {
  planner: {
    heading: 'plannersTitle',
    label: 'plannersLabel',
    empty: 'plannersEmpty',
    approve: 'approvePlanner',
    disapprove: 'disapprovePlanner',
    confirm: 'confirmPlannerText',
    approved: 'plannerApproved',
    disapproved: 'plannerDisapproved',
  },
  'planner-item': {
    heading: 'itemsTitle',
    label: 'itemsLabel',
    empty: 'itemsEmpty',
    approve: 'approveItem',
    disapprove: 'disapproveItem',
    confirm: 'confirmText',
    approved: 'approved',
    disapproved: 'disapproved',
  },
} as const;

type TModeration = UseMutationResult<unknown, Error, Parameters<typeof moderatePlanner>[0]>;

type TPlannerDecisionListProps<T extends TDecidable> = {
  subject: TPlannerSubject;
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    refetch(): unknown;
    data: TPage<T> | undefined;
  };
  moderation: TModeration;
  renderFacts(entry: T): ReactNode;
  onPageChange(page: number): void;
  onDecided(): void;
};

export function PlannerDecisionList<T extends TDecidable>(props: TPlannerDecisionListProps<T>) {
  const { subject, query, moderation, renderFacts, onPageChange, onDecided } = props;
  const { t } = useTranslation();
  const [disapproving, setDisapproving] = useState<T | null>(null);
  const text = (key: keyof (typeof TEXTS)[TPlannerSubject], values?: Record<string, string>) =>
    t(`moderation.plannerItems.${TEXTS[subject][key]}`, values);
  const headingId = `moderation-${subject}-heading`;
  const entries = query.data?.items ?? [];
  const isDeciding = (entry: T) =>
    moderation.isPending && moderation.variables?.subject === subject && moderation.variables.id === entry.id;

  const decide = (decision: TPlannerDecision, entry: T) =>
    moderation
      .mutateAsync({ subject, decision, id: entry.id, updatedAt: entry.updated_at })
      .then(
        () => {
          notify('success', text(decision === 'approve' ? 'approved' : 'disapproved', { title: entry.title }));
          onDecided();
        },
        (error: unknown) => reportActionError(error),
      )
      .finally(() => setDisapproving(null));

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} size="h5" id={headingId}>
        {text('heading')}
      </Title>
      <ModerationListShell
        query={query}
        isEmpty={entries.length === 0}
        emptyText={text('empty')}
        pagination={query.data?.pagination}
        onPageChange={onPageChange}
        pagerLabel={`${t('catalogue.pages')}: ${text('label')}`}
      >
        <Stack component="ul" aria-label={text('label')} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <Paper component="li" key={entry.id} withBorder p="sm">
              {renderFacts(entry)}
              <Group gap="xs" mt="sm">
                <Button
                  size="xs"
                  color="teal"
                  disabled={moderation.isPending}
                  loading={isDeciding(entry) && !disapproving}
                  onClick={() => void decide('approve', entry)}
                  // Each entry has its own pair of buttons: their spoken names say which one they decide.
                  aria-label={text('approve', { title: entry.title })}
                >
                  {t('moderation.actions.approve')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  c="red.9"
                  disabled={moderation.isPending}
                  onClick={() => setDisapproving(entry)}
                  aria-haspopup="dialog"
                  aria-label={text('disapprove', { title: entry.title })}
                >
                  {t('moderation.actions.disapprove')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      </ModerationListShell>
      {disapproving && (
        <ConfirmDialog
          title={t('moderation.confirmDisapprove.title', { title: disapproving.title })}
          message={text('confirm')}
          confirmLabel={t('moderation.actions.disapprove')}
          isPending={moderation.isPending}
          onConfirm={() => void decide('disapprove', disapproving)}
          onCancel={() => setDisapproving(null)}
        />
      )}
    </Stack>
  );
}
