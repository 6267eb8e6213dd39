/**
 * The comments of a single page, loaded apart from the page: the content shows first and the form's code (inputs,
 * captcha) is fetched only by pages that have comments.
 */
import type { TContent } from '@izlog/contract/contents';
import { lazy, Suspense } from 'react';

const ContentComments = lazy(() =>
  import('./content-comments').then((module) => ({ default: module.ContentComments })),
);

export function LazyContentComments({ content }: { content: Pick<TContent, 'id' | 'comments_allowed'> }) {
  return (
    <Suspense fallback={null}>
      <ContentComments content={content} />
    </Suspense>
  );
}
