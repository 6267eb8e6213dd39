/** The front page's nameplate: today's date over the site's name between rules, and the site's description. */
import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocaleTag } from '@/lib/i18n';
import classes from './magazine.module.css';

const BELGRADE = 'Europe/Belgrade';

type TMastheadProps = { siteName: string; description: string | null };

export function Masthead({ siteName, description }: TMastheadProps) {
  return (
    <Stack component="header" gap={4} className={classes.masthead}>
      <Dateline />
      <Title order={1} className={classes.mastheadTitle}>
        {siteName}
      </Title>
      {description && <Text className={`${classes.standfirst} ${classes.muted}`}>{description}</Text>}
    </Stack>
  );
}

/**
 * Today as the visitor's language and script write it, in the site's time zone (DESIGN §3: Europe/Belgrade). A page
 * the server drew before midnight is taken over after it: the first render may differ from the drawing by its day
 * alone (React is told so), and the day is read again once the page is the app's.
 */
function Dateline() {
  const [now, setNow] = useState(() => ({ date: new Date(), isLive: false }));
  useEffect(() => setNow({ date: new Date(), isLive: true }), []);
  const text = new Intl.DateTimeFormat(useLocaleTag(), { dateStyle: 'full', timeZone: BELGRADE }).format(now.date);
  // Canada's English writes a day as YYYY-MM-DD: the machine-readable day, in the same time zone.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: BELGRADE }).format(now.date);
  return (
    // A new element once live: React keeps a suppressed mismatch's drawn text, a new node carries today's.
    <Text
      key={now.isLive ? 'live' : 'drawn'}
      component="time"
      dateTime={day}
      className={`${classes.dateline} ${classes.muted}`}
      suppressHydrationWarning
    >
      {text}
    </Text>
  );
}
