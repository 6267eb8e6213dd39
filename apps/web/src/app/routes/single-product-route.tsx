/** `/products/:slug`: SingleProduct with its related contents and its widgets. */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { useParams } from 'react-router';
import { useContentBySlug } from '@/features/contents/api/get-content-by-slug';
import { useTagRelatedContent } from '@/features/contents/api/get-tag-related-content';
import { AddToPlannerButton } from '@/features/planners/components/add-to-planner-button';
import { PageWidgetsButton } from '@/features/widget-admin/components/page-widgets-button';
import { useThemeLayouts } from '@/themes/theme-context';
import { useDocumentTitle } from '../use-document-title';
import { useSiteLicence } from '../use-site-licence';
import { LazyContentComments } from './lazy-content-comments';
import { usePageWidgetsState } from './page-widgets';
import { QueryGate } from './query-gate';

export function SingleProductRoute() {
  const { SingleProductPage } = useThemeLayouts();
  const { slug = '' } = useParams();
  const product = useContentBySlug(CONTENT_TYPE.product, slug);
  const isLoginOffered = useSiteLicence().login_registration_status;
  const related = useTagRelatedContent(product.data?.id);
  // A product's page is named by its id (SPEC §3 Widget).
  const widgets = usePageWidgetsState(product.data ? { kind: 'content', id: product.data.id } : undefined);
  useDocumentTitle(product.data?.title);
  return (
    <QueryGate query={product}>
      {(data) => (
        <>
          {/* Staff who may arrange widgets open this page's own (page_name = its id). */}
          <PageWidgetsButton page={{ kind: 'content', id: data.id, title: data.title }} />
          <SingleProductPage
            key={data.id}
            product={data}
            related={related.data?.items ?? []}
            comments={<LazyContentComments content={data} />}
            widgets={widgets}
            // Front users keep planners (SPEC §4): the product goes into one of theirs.
            actions={
              <AddToPlannerButton
                subject={{ kind: 'product', id: data.id, title: data.title }}
                isLoginOffered={isLoginOffered}
              />
            }
          />
        </>
      )}
    </QueryGate>
  );
}
