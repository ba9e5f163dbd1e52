/**
 * The lazy form of a component contribution (header items, sidebar widgets, post and section
 * slots): the plugin's entry holds only this stub, and the component's code loads the first time
 * a page renders it. Until then it renders `fallback` (nothing by default).
 *
 *   postSidePoint.contribute('vote', { component: lazyComponent(() => import('./VoteControl'), 'VoteControl') })
 */
import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';

/** `load` imports the module; `exportName` names its component (`default` when left out). */
export function lazyComponent<P extends object, K extends string = 'default'>(
  load: () => Promise<{ [Name in K]: ComponentType<P> }>,
  exportName: K = 'default' as K,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(async (): Promise<{ default: ComponentType<P> }> => ({ default: (await load())[exportName] }));
  function LazyContribution(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyContribution;
}
