/** The frame of every page of the classic theme: a centred column with the page heading and an optional lead. */
import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TPageFrameProps = { title: ReactNode; lead?: ReactNode; aside?: ReactNode; children: ReactNode };

export function PageFrame({ title, lead, aside, children }: TPageFrameProps) {
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          {lead && (
            <Text c="dimmed" size="lg">
              {lead}
            </Text>
          )}
          {aside}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
