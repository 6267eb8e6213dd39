/** Tags (SPEC §3, §7 GET /tags): created on first use from comma-joined names, listed with a name prefix filter. */
import { z } from 'zod';
import { ZPageQuery } from './pagination';
import { optional } from './validation';

export const ZTag = z.object({ id: z.number(), name: z.string(), slug: z.string() });
export type TTag = z.infer<typeof ZTag>;

export const ZTagsQuery = ZPageQuery.extend({
  /** Tags whose name starts with this text (any case), for the tag input's suggestions. */
  'filter[name]': optional(z.string().trim().max(50)),
});
export type TTagsQuery = z.infer<typeof ZTagsQuery>;
