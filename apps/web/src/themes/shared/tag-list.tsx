/** The tags of a content. */
import type { TTag } from '@izlog/contract/tags';
import { Badge, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function TagList({ tags }: { tags: TTag[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby="tags-title">
      <Title order={2} size="h5" id="tags-title">
        {t('catalogue.tags')}
      </Title>
      <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {tags.map((tag) => (
          <Badge key={tag.id} component="li" variant="outline" radius="sm" tt="none">
            #{tag.name}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
