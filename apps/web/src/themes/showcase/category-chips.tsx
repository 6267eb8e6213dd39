/** Categories as a row of chips (the product filter and the home page's way into a category): scrolling on phones. */
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import classes from './showcase.module.css';

type TCategoryChip = { key: string; label: string; href: string; isCurrent: boolean };

export function CategoryChips({ label, items }: { label: string; items: TCategoryChip[] }) {
  return (
    <nav aria-label={label} className={classes.chipRow}>
      {items.map((item) => (
        <Button
          key={item.key}
          component={Link}
          to={item.href}
          size="sm"
          radius="xl"
          variant={item.isCurrent ? 'filled' : 'default'}
          aria-current={item.isCurrent ? 'page' : undefined}
        >
          {item.label}
        </Button>
      ))}
    </nav>
  );
}
