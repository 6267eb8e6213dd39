/** `/articles` and `/blogs`: the approved articles or blog posts, newest first, with page numbers. */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { useTranslation } from 'react-i18next';
import { useContents } from '@/features/contents/api/get-contents';
import { useThemeLayouts } from '@/themes/theme-context';
import { useDocumentTitle } from '../use-document-title';
import { toListState, usePageParam } from './list-state';
import { CONTENTS_PER_PAGE } from './page-sizes';

export function ContentListRoute({ kind }: { kind: 'article' | 'blog' }) {
  const { ContentListPage } = useThemeLayouts();
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const contents = useContents({ contentTypeId: CONTENT_TYPE[kind], page, pageCount: CONTENTS_PER_PAGE });
  useDocumentTitle(t(kind === 'article' ? 'nav.articles' : 'nav.blogs'));
  return <ContentListPage kind={kind} contents={toListState(contents, setPage)} />;
}
