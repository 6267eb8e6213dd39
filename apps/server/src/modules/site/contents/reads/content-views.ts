/** The writer the view counter (platform/views) flushes its buffered counts with: they are added to contents. */
import type { Db } from '../../../../platform/db/database';
import type { TViewCount } from '../../../../platform/views/view-counter';
import { addContentViews } from './content-views.queries';

export const contentViewsWriter =
  (db: Db) =>
  (counts: TViewCount[]): Promise<void> =>
    addContentViews(db, counts);
