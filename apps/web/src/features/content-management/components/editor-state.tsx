/** An editor whose item has not arrived: a skeleton while it loads, the error with "Try again" when it failed. */
import { useTranslation } from 'react-i18next';
import { ErrorState, PageSkeleton } from '@/components/states';

type TEditorQuery = { isError: boolean; error: Error | null; refetch(): unknown };

export function EditorState({ query }: { query: TEditorQuery }) {
  const { t } = useTranslation();
  if (!query.isError) return <PageSkeleton />;
  return <ErrorState message={query.error?.message || t('manage.loadFailed')} onRetry={() => void query.refetch()} />;
}
