/** Categories as a row of links (the product filter and the home page's way into a category). */
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

type TCategoryLink = { key: string; label: string; href: string; isCurrent: boolean };

export function CategoryLinks({ label, items }: { label: string; items: TCategoryLink[] }) {
  return (
    <Group component="nav" aria-label={label} gap="xs">
      {items.map((item) => (
        <Button
          key={item.key}
          component={Link}
          to={item.href}
          size="xs"
          radius="xl"
          variant={item.isCurrent ? 'filled' : 'default'}
          aria-current={item.isCurrent ? 'page' : undefined}
        >
          {item.label}
        </Button>
      ))}
    </Group>
  );
}
