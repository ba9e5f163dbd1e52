/**
 * Renders the toasts and dialogs the feedback store holds. Most page loads show none, so the
 * dialog and toast components (and their transitions) load only with the first one; once loaded
 * they stay mounted, so closing animations still play.
 */
import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useInternals } from '../internals';

const FeedbackView = lazy(() => import('./FeedbackView'));

export const FeedbackHost = observer(function FeedbackHost() {
  const { feedback } = useInternals();
  const [needed, setNeeded] = useState(false);
  const pending = feedback.toasts.length > 0 || feedback.dialogs.length > 0;
  // Adjusting state while rendering: React re-renders at once, before anything is painted.
  if (pending && !needed) setNeeded(true);
  if (!needed && !pending) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackView />
    </Suspense>
  );
});
