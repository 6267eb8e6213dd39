/** `/profile/:userId`: an author's public profile — approved catalogs, products and blog posts. */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { useParams } from 'react-router';
import { useAuthorCatalogs } from '@/features/catalogs/api/get-author-catalogs';
import { useContents } from '@/features/contents/api/get-contents';
import { useProfile } from '@/features/profiles/api/get-profile';
import { ProfilePage } from '@/themes/classic/profile-page';
import { useDocumentTitle } from '../use-document-title';
import { NotFoundRoute } from './not-found-route';
import { PROFILE_ITEMS } from './page-sizes';
import { QueryGate } from './query-gate';

export function ProfileRoute() {
  const userId = Number(useParams().userId);
  if (!Number.isInteger(userId) || userId < 1) return <NotFoundRoute />;
  return <AuthorProfile userId={userId} />;
}

function AuthorProfile({ userId }: { userId: number }) {
  const profile = useProfile(userId);
  const catalogs = useAuthorCatalogs(userId);
  const products = useContents({ contentTypeId: CONTENT_TYPE.product, authorId: userId, pageCount: PROFILE_ITEMS });
  const blogs = useContents({ contentTypeId: CONTENT_TYPE.blog, authorId: userId, pageCount: PROFILE_ITEMS });
  const authorName = profile.data ? profile.data.company_name || profile.data.username : null;
  useDocumentTitle(authorName);

  const all = [profile, catalogs, products, blogs];
  const failed = all.find((query) => query.isError);
  const gate = {
    data: all.every((query) => query.data) ? true : undefined,
    error: failed?.error ?? null,
    isPending: !failed && all.some((query) => query.isPending),
    refetch: () => Promise.all(all.map((query) => query.refetch())),
  };
  return (
    <QueryGate query={gate}>
      {() => (
        <ProfilePage
          authorName={authorName}
          catalogs={catalogs.data?.items ?? []}
          products={products.data?.items ?? []}
          blogs={blogs.data?.items ?? []}
        />
      )}
    </QueryGate>
  );
}
