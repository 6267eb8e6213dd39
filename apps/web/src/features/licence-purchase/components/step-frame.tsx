/**
 * One step's frame: its heading (focused when the step opens, so a screen reader hears where it is), its content,
 * and the Back / Next buttons at the bottom.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type TStepFrameProps = {
  title: string;
  hint?: ReactNode;
  children: ReactNode;
  onBack?(): void;
  /** The forward button; absent on the last step, which has its own. */
  next?: { label?: string; onClick(): void; loading?: boolean; disabled?: boolean };
  /** False for the step the page opens on: focus stays where the visitor is. */
  focusOnMount: boolean;
};

export function StepFrame({ title, hint, children, onBack, next, focusOnMount }: TStepFrameProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <Stack gap="lg" component="section" aria-labelledby="purchase-step-title">
      <Stack gap={4}>
        <Title order={2} id="purchase-step-title" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
      {children}
      {(onBack || next) && (
        <Group justify="space-between" mt="sm">
          {onBack ? (
            <Button variant="default" onClick={onBack}>
              {t('licencePurchase.back')}
            </Button>
          ) : (
            <span />
          )}
          {next && (
            <Button onClick={next.onClick} loading={next.loading} disabled={next.disabled}>
              {next.label ?? t('licencePurchase.next')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
