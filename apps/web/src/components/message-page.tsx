/** A page that only says one thing (no site here, page not found), with an optional way on. */
import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TMessagePageProps = { title: string; message: string; action?: ReactNode };

export function MessagePage({ title, message, action }: TMessagePageProps) {
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>{title}</Title>
        <Text>{message}</Text>
        {action}
      </Stack>
    </Container>
  );
}
