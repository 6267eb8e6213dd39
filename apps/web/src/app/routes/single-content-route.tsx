/** `/articles/:slug`, `/blogs/:slug` and `/pages/:slug`: one article, blog post or static page, with its widgets. */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { useParams } from 'react-router';
import { useContentBySlug } from '@/features/contents/api/get-content-by-slug';
import { useTagRelatedContent } from '@/features/contents/api/get-tag-related-content';
import { PageWidgetsButton } from '@/features/widget-admin/components/page-widgets-button';
import { useThemeLayouts } from '@/themes/theme-context';
import { useDocumentTitle } from '../use-document-title';
import { LazyContentComments } from './lazy-content-comments';
import { usePageWidgetsState } from './page-widgets';
import { QueryGate } from './query-gate';

export function SingleContentRoute({ kind }: { kind: 'article' | 'blog' | 'staticPage' }) {
  const { SingleContentPage } = useThemeLayouts();
  const { slug = '' } = useParams();
  const content = useContentBySlug(CONTENT_TYPE[kind], slug);
  // Static pages stand alone; articles and blogs suggest more to read.
  const related = useTagRelatedContent(kind === 'staticPage' ? undefined : content.data?.id);
  // A single content's page is named by its id (SPEC §3 Widget).
  const widgets = usePageWidgetsState(content.data ? { kind: 'content', id: content.data.id } : undefined);
  useDocumentTitle(content.data?.title);
  return (
    <QueryGate query={content}>
      {(data) => (
        <>
          {/* Staff who may arrange widgets open this page's own (page_name = its id). */}
          <PageWidgetsButton page={{ kind: 'content', id: data.id, title: data.title }} />
          <SingleContentPage
            key={data.id}
            kind={kind}
            content={data}
            related={related.data?.items ?? []}
            // Static pages are not discussed (SPEC §3 gives them no comments_allowed).
            comments={kind === 'staticPage' ? undefined : <LazyContentComments content={data} />}
            widgets={widgets}
          />
        </>
      )}
    </QueryGate>
  );
}
