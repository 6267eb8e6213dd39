/**
 * Staff content management pages (decision 0013): the list and the editor of each managed kind. The back-office
 * guard has let a content staff member in; an unknown kind or id is the not-found page.
 */
import { useParams } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { AdminContentEditorPage } from '@/features/content-admin/components/admin-content-editor-page';
import { AdminContentListPage } from '@/features/content-admin/components/admin-content-list-page';
import { useCurrentUser } from '@/lib/current-user-store';
import { managedParamsOf } from './managed-params';

export function AdminContentListRoute() {
  const user = useCurrentUser();
  const { kind } = managedParamsOf(useParams());
  if (!kind || !user) return <NotFoundPage />;
  // A new kind starts with fresh filters and page.
  return <AdminContentListPage key={kind} kind={kind} user={user} />;
}

export function AdminContentEditorRoute() {
  const user = useCurrentUser();
  const { kind, id, isValid } = managedParamsOf(useParams());
  if (!kind || !isValid || !user) return <NotFoundPage />;
  return <AdminContentEditorPage key={`${kind}-${id}`} kind={kind} id={id} user={user} />;
}
