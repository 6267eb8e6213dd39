/**
 * A moderation tab's spoken name: its section, the badge's number and the hidden word after it. jsdom has no layout,
 * so it joins the three without the spaces a browser reads between the tab's parts; the pattern takes either.
 */
export const tabName = (section: string, count: number, word = 'waiting') =>
  new RegExp(`^${section}\\s*${count}\\s*${word}$`);
