import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useKernel } from '@answer/sdk';

// Guests have no notifications: the bell and its polling load for members only.
const Bell = lazy(() => import('./Bell').then((module) => ({ default: module.Bell })));

export const MemberBell = observer(function MemberBell() {
  const { session } = useKernel();
  if (!session.isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
});
