/**
 * "Share" on a question or an answer: a small menu with the post's address to copy (a member's
 * link names them) and links to share it on X and Facebook. Escape or a click elsewhere closes it
 * and gives focus back to the button.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { lazyComponent, useT } from '@answer/sdk';
import type { PostProps } from './points';

// Every post shows the button, few readers open the menu: its code loads with the first opening.
const SharePanel = lazyComponent(() => import('./SharePanel'), 'SharePanel');

export const ShareMenu = observer(function ShareMenu({ objectType, path, title }: PostProps) {
  const t = useT();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        button.current?.focus();
        return;
      }
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

  return (
    <div className="position-relative d-inline-block" ref={root}>
      <button
        type="button"
        ref={button}
        className="btn btn-link btn-sm link-secondary p-0 text-decoration-none"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('share.button')}
      </button>
      {open ? <SharePanel id={menuId} objectType={objectType} path={path} title={title} /> : null}
    </div>
  );
});
