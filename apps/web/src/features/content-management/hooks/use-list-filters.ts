/**
 * A management list's filters and page, kept in the address (?category=&status=&author=&page=) so a reload or a
 * shared link shows the same list. Changing a filter goes back to page 1.
 */
import { CONTENT_STATUSES, type TContentStatus } from '@izlog/contract/constants';
import { useSearchParams } from 'react-router';

export type TListFilters = {
  categoryId: number | undefined;
  status: TContentStatus | undefined;
  /** An author id, or undefined for all authors. */
  authorId: number | undefined;
  page: number;
};

const positive = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};
const isStatus = (text: string | null): text is TContentStatus =>
  (CONTENT_STATUSES as readonly unknown[]).includes(text);

/** A list opens on every author's items (SPEC §6: an admin role drops the author filter; editors too, 0013). */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const author = params.get('author');
  const filters: TListFilters = {
    categoryId: positive(params.get('category')),
    status: isStatus(params.get('status')) ? (params.get('status') as TContentStatus) : undefined,
    authorId: positive(author),
    page: positive(params.get('page')) ?? 1,
  };
  const set = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  return {
    filters,
    /** The author choice as the select shows it: an id, or "all". */
    authorChoice: filters.authorId === undefined ? 'all' : String(filters.authorId),
    setCategory: (id: string | null) => set({ category: id, page: null }),
    setStatus: (status: string | null) => set({ status, page: null }),
    setAuthor: (choice: string | null) => set({ author: choice === 'all' ? null : choice, page: null }),
    setPage: (page: number) => set({ page: page > 1 ? String(page) : null }),
  };
}
