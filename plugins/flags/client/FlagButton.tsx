/**
 * "Flag" as a link-styled button; the dialog's code loads with its first opening. Guests are sent
 * to log in and come back.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyComponent, useKernel, useT } from '@answer/sdk';
import type { FlagObjectType } from './api';

const FlagDialog = lazyComponent(() => import('./FlagDialog'), 'FlagDialog');

export interface FlagButtonProps {
  objectId: string;
  objectType: FlagObjectType;
  className?: string;
}

export function FlagButton({ objectId, objectType, className }: FlagButtonProps) {
  const { session, router } = useKernel();
  const t = useT();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  const start = () => {
    if (!session.isLoggedIn) {
      session.saveReturnPath(`${location.pathname}${location.search}`);
      router.navigate('/users/login');
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <button type="button" className={className ?? 'btn btn-link btn-sm link-secondary p-0 text-decoration-none'} onClick={start} data-testid={`flag-${objectType}`}>
        {t('flag.button')}
      </button>
      {open ? <FlagDialog objectId={objectId} objectType={objectType} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
