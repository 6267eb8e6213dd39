/**
 * The actions of one list row: links (edit) and calls (publish, delete, disable). A destructive call asks first in
 * a confirm dialog; every call ends in a notice with the server's message, or ours when it sends none.
 */
import { NOTICE_MS } from '@izlog/contract/constants';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';

export type TRowAction = {
  label: string;
  /** Read by screen readers instead of the short label: it names the item. */
  accessibleLabel: string;
} & (
  | { to: string }
  | {
      run(): Promise<unknown>;
      successMessage: string;
      /** Present for destructive actions: asked before the call. */
      confirm?: { title: string; message: string; confirmLabel: string };
    }
);

type TCallAction = Extract<TRowAction, { run: unknown }>;

/** The server's own words when it sent some (`{ message }`), ours otherwise. */
const messageOf = (answer: unknown, fallback: string) =>
  typeof answer === 'object' && answer !== null && typeof (answer as { message?: unknown }).message === 'string'
    ? (answer as { message: string }).message
    : fallback;

export function RowActions({ actions }: { actions: TRowAction[] }) {
  // Actions are rebuilt on every render, so they are remembered by label.
  const [askingLabel, setAsking] = useState<string | null>(null);
  const [runningLabel, setRunning] = useState<string | null>(null);
  const asking = actions.find((action): action is TCallAction => 'run' in action && action.label === askingLabel);

  const run = async (action: TCallAction) => {
    setRunning(action.label);
    try {
      notify('success', messageOf(await action.run(), action.successMessage), NOTICE_MS.normal);
      setAsking(null);
    } catch (error) {
      setAsking(null);
      reportActionError(error);
    } finally {
      setRunning(null);
    }
  };

  return (
    <Group gap={4} wrap="nowrap">
      {actions.map((action) =>
        'to' in action ? (
          <Button
            key={action.label}
            component={Link}
            to={action.to}
            size="compact-sm"
            variant="subtle"
            aria-label={action.accessibleLabel}
          >
            {action.label}
          </Button>
        ) : (
          <Button
            key={action.label}
            size="compact-sm"
            variant="subtle"
            color={action.confirm ? 'red' : undefined}
            aria-label={action.accessibleLabel}
            loading={runningLabel === action.label && !asking}
            disabled={runningLabel !== null}
            onClick={() => (action.confirm ? setAsking(action.label) : void run(action))}
          >
            {action.label}
          </Button>
        ),
      )}
      {asking?.confirm && (
        <ConfirmDialog
          title={asking.confirm.title}
          message={asking.confirm.message}
          confirmLabel={asking.confirm.confirmLabel}
          isPending={runningLabel === asking.label}
          onConfirm={() => void run(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </Group>
  );
}
