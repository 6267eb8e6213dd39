/**
 * A catalog's editable state as one value (decision 0011): its fields and its products in order. A pending revision
 * keeps one as its snapshot; approving writes it onto the catalog (catalog-state.queries.ts).
 */
export type TCatalogState = {
  values: {
    name: string;
    categoryId: number | null;
    description: string | null;
    image: string | null;
    authorId: number;
  };
  productIds: number[];
};
