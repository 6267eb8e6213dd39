/** A part of the licence's page: a bordered block with its own heading (h2), labelled by it. */
import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
