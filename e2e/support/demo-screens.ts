/**
 * The approved items of the demo site that the accessibility tests visit (a product, an article, a blog post, a static
 * page, a catalog, a product category, a public planner and a word that finds the product), found through the API as
 * the web app finds them. Both the language and the template sweeps build their screen lists from these.
 */
import { apiOf } from './demo-catalogue';
import type { TRunningIzlog } from './izlog';

type TItem = { slug: string; title: string; author: { id: number } };

export type TDemoScreenItems = {
  product: TItem;
  article: TItem;
  blog: TItem;
  staticPage: TItem;
  catalog: { slug: string };
  category: { slug: string };
  publicPlanner: { id: number };
  searchWord: string;
};

export async function findDemoScreenItems(izlog: TRunningIzlog): Promise<TDemoScreenItems> {
  const api = apiOf(izlog);
  const first = async (contentTypeId: number) => {
    const [item] = (await api(
      `/contents?filter[content_type_id]=${contentTypeId}&filter[status]=approved&page_count=1`,
    )) as TItem[];
    if (!item) throw new Error(`The demo site has no approved content of type ${contentTypeId}.`);
    return item;
  };
  const [product, article, blog, staticPage] = await Promise.all([first(3), first(2), first(1), first(4)]);
  const [catalog] = (await api('/catalogs?filter[status]=approved&page_count=1')) as { slug: string }[];
  const [category] = (await api('/categories?filter[content_type_id]=3&filter[status]=active')) as { slug: string }[];
  if (!catalog || !category) throw new Error('The demo site has no approved catalog or product category.');
  const [publicPlanner] = (await api('/public-planners?page_count=1')) as { id: number }[];
  if (!publicPlanner) throw new Error('The demo site has no public planner (the seed makes one).');
  const searchWord = product.title.split(/\s+/)[0]!;
  return { product, article, blog, staticPage, catalog, category, publicPlanner, searchWord };
}
