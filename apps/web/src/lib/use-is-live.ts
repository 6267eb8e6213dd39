/**
 * False while a drawn page's markup is not yet the app's (decision 0043): the server's drawing, and the app's first
 * render taking the page over; true from the commit after that. React takes a drawn field over with its own state, so
 * text typed into it before then would be shown but not known to the form; a form on a drawn page keeps its fields
 * closed until this is true (components/live-fieldset.tsx). A page the app draws itself is live from its first render.
 */
import { useEffect, useState } from 'react';
import { isDrawnPageRender } from './use-viewport-query';

export function useIsLive(): boolean {
  const [isLive, setIsLive] = useState(() => !isDrawnPageRender());
  useEffect(() => setIsLive(true), []);
  return isLive;
}
