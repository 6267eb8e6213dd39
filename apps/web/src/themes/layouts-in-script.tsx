/**
 * The theme's layouts with the site's content in the reader's script (issue 16 item 5): in Serbian Cyrillic, content
 * written in Latin shows in Cyrillic; in Serbian Latin, content written in Cyrillic shows in Latin; in English, as
 * written. One wrapper over every layout, so no theme knows about scripts; the back office and its forms use no
 * layouts and always see the content as it was written.
 */
import type { ComponentType } from 'react';
import { useInReaderScript } from '@/lib/data-in-script';
import type { TThemeLayouts } from './site-theme';

function inReaderScript<TProps extends object>(Layout: ComponentType<TProps>): ComponentType<TProps> {
  function LayoutInReaderScript(props: TProps) {
    return <Layout {...useInReaderScript(props)} />;
  }
  LayoutInReaderScript.displayName = `InReaderScript(${Layout.displayName ?? Layout.name})`;
  return LayoutInReaderScript;
}

// One wrapped set per theme, so a layout keeps its identity between renders (no remounts) and across script changes.
const wrapped = new WeakMap<TThemeLayouts, TThemeLayouts>();

export function layoutsInReaderScript(layouts: TThemeLayouts): TThemeLayouts {
  let found = wrapped.get(layouts);
  if (!found) {
    found = Object.fromEntries(
      Object.entries(layouts).map(([name, Layout]) => [name, inReaderScript(Layout as ComponentType<object>)]),
    ) as TThemeLayouts;
    wrapped.set(layouts, found);
  }
  return found;
}
