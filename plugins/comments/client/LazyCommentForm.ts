import { lazyComponent } from '@answer/sdk';

/** The comment form loads the first time a member opens one: guests, who read most pages, never do. */
export const CommentForm = lazyComponent(() => import('./CommentForm'), 'CommentForm');
