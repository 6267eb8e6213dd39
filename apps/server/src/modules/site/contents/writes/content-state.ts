/**
 * A content's editable state as one value (decision 0011): its fields, gallery, tags and relation lists. A pending
 * revision keeps one as its snapshot; approving writes it onto the content (content-state.queries.ts).
 */
import type { TContentValues } from './content-input';

/** The columns a form sets, and the main picture. */
export type TContentValuesState = TContentValues & { image: string | null; stockImage: string | null };

/** A gallery entry keeps its id from version to version, so a form's `old_gallery` means the same in each. */
export type TMediaEntry = {
  id: number;
  kind: string;
  url: string;
  sizes: Record<string, string> | null;
  position: number;
};

export type TContentState = {
  values: TContentValuesState;
  media: TMediaEntry[];
  tagNames: string[];
  attributeValueIds: number[];
  locationIds: number[];
  catalogIds: number[];
};
