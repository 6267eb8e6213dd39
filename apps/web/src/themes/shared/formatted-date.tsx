import { Text } from '@mantine/core';
import { useLocaleTag } from '@/lib/i18n';

/** A date as the visitor's language and script write it (DESIGN §3: shown in Europe/Belgrade time). */
export function FormattedDate({ value }: { value: string }) {
  const text = new Intl.DateTimeFormat(useLocaleTag(), { dateStyle: 'long', timeZone: 'Europe/Belgrade' }).format(
    new Date(value),
  );
  return (
    <Text size="xs" c="dimmed" component="time" dateTime={value}>
      {text}
    </Text>
  );
}
