import { lazy, Suspense } from 'react';
import type { CommentedPostProps } from './points';

// the list and its forms load with the first question page, not with every page of the site
const CommentsFooter = lazy(() => import('./CommentsFooter').then((module) => ({ default: module.CommentsFooter })));

export function LazyComments(props: CommentedPostProps) {
  return (
    <Suspense fallback={null}>
      <CommentsFooter {...props} />
    </Suspense>
  );
}
