/**
 * `/profile/:userId`: an author's public profile — approved catalogs, products and blog posts, each list with its
 * own pages (`?catalogs_page=`, `?products_page=`, `?blogs_page=`), so nothing the author published is out of reach.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { useParams } from 'react-router';
import { useAuthorCatalogs } from '@/features/catalogs/api/get-author-catalogs';
import { useContents } from '@/features/contents/api/get-contents';
import { useProfile } from '@/features/profiles/api/get-profile';
import { useThemeLayouts } from '@/themes/theme-context';
import { useDocumentTitle } from '../use-document-title';
import { toListState, usePageParam } from './list-state';
import { NotFoundRoute } from './not-found-route';
import { PROFILE_ITEMS } from './page-sizes';
import { QueryGate } from './query-gate';

export function ProfileRoute() {
  const userId = Number(useParams().userId);
  if (!Number.isInteger(userId) || userId < 1) return <NotFoundRoute />;
  return <AuthorProfile userId={userId} />;
}

function AuthorProfile({ userId }: { userId: number }) {
  const { ProfilePage } = useThemeLayouts();
  const [catalogsPage, setCatalogsPage] = usePageParam('catalogs_page');
  const [productsPage, setProductsPage] = usePageParam('products_page');
  const [blogsPage, setBlogsPage] = usePageParam('blogs_page');
  const profile = useProfile(userId);
  const catalogs = useAuthorCatalogs(userId, catalogsPage);
  const products = useContents({
    contentTypeId: CONTENT_TYPE.product,
    authorId: userId,
    page: productsPage,
    pageCount: PROFILE_ITEMS,
  });
  const blogs = useContents({
    contentTypeId: CONTENT_TYPE.blog,
    authorId: userId,
    page: blogsPage,
    pageCount: PROFILE_ITEMS,
  });
  const authorName = profile.data ? profile.data.company_name || profile.data.username : null;
  useDocumentTitle(authorName);

  // The page waits for the profile and the first answer of each list, so it does not jump; a list that fails shows
  // its own "Try again" in its section, and a later page keeps the old one on screen while it loads.
  const lists = [catalogs, products, blogs];
  const gate = {
    data: lists.every((list) => list.data || list.isError) ? profile.data : undefined,
    error: profile.error,
    isPending: profile.isPending || lists.some((list) => list.isPending),
    refetch: () => Promise.all([profile, ...lists].map((query) => query.refetch())),
  };
  return (
    <QueryGate query={gate}>
      {(shownProfile) => (
        <ProfilePage
          authorName={authorName}
          profile={shownProfile}
          catalogs={toListState(catalogs, setCatalogsPage)}
          products={toListState(products, setProductsPage)}
          blogs={toListState(blogs, setBlogsPage)}
        />
      )}
    </QueryGate>
  );
}
