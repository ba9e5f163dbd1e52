import { lazy, Suspense } from 'react';
import type { QuestionSectionProps } from '../points';

// the list and form load with the first question page, not with every page of the site
const AnswersSection = lazy(() => import('./AnswersSection').then((module) => ({ default: module.AnswersSection })));

export function LazyAnswersSection(props: QuestionSectionProps) {
  return (
    <Suspense fallback={null}>
      <AnswersSection {...props} />
    </Suspense>
  );
}
