/** The home page body until the content screens arrive: the site's title and description. */
import type { TPublicLicence } from '@izlog/contract/licence';
import { Container, Stack, Text, Title } from '@mantine/core';

export function SiteHome({ licence }: { licence: TPublicLicence }) {
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{licence.title_of_app}</Title>
        {licence.description && <Text size="lg">{licence.description}</Text>}
      </Stack>
    </Container>
  );
}
