/**
 * Clients' and front users' own content pages (decision 0013): the list and the editor of each kind. The back-office
 * guard has checked the role of the kind's link; an unknown kind or id is the not-found page.
 */
import { useParams } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { isMemberKind } from '@/features/my-content/api/member-calls';
import { MyContentEditorPage } from '@/features/my-content/components/my-content-editor-page';
import { MyContentListPage } from '@/features/my-content/components/my-content-list-page';
import { useCurrentUser } from '@/lib/current-user-store';
import { managedParamsOf } from './managed-params';

export function MyContentListRoute() {
  const user = useCurrentUser();
  const { kind } = managedParamsOf(useParams());
  if (!kind || !isMemberKind(kind) || !user) return <NotFoundPage />;
  return <MyContentListPage key={kind} kind={kind} user={user} />;
}

export function MyContentEditorRoute() {
  const user = useCurrentUser();
  const { kind, id, isValid } = managedParamsOf(useParams());
  if (!kind || !isMemberKind(kind) || !isValid || !user) return <NotFoundPage />;
  return <MyContentEditorPage key={`${kind}-${id}`} kind={kind} id={id} user={user} />;
}
