import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { ColorScheme } from '@answer/sdk';
import { useInternals, useKernelT } from '../internals';

const SCHEMES: ColorScheme[] = ['light', 'dark', 'system'];

const ICONS: Record<ColorScheme, string> = {
  light: 'M8 11a3 3 0 1 1 0-6 3 3 0 0 1 0 6m0 1a4 4 0 1 0 0-8 4 4 0 0 0 0 8M8 0a.5.5 0 0 1 .5.5v2a.5.5 0 0 1-1 0v-2A.5.5 0 0 1 8 0m0 13a.5.5 0 0 1 .5.5v2a.5.5 0 0 1-1 0v-2A.5.5 0 0 1 8 13m8-5a.5.5 0 0 1-.5.5h-2a.5.5 0 0 1 0-1h2a.5.5 0 0 1 .5.5M3 8a.5.5 0 0 1-.5.5h-2a.5.5 0 0 1 0-1h2A.5.5 0 0 1 3 8',
  dark: 'M6 .278a.77.77 0 0 1 .08.858 7.2 7.2 0 0 0-.878 3.46c0 4.021 3.278 7.277 7.318 7.277q.792-.001 1.533-.16a.79.79 0 0 1 .81.316.73.73 0 0 1-.031.893A8.35 8.35 0 0 1 8.344 16C3.734 16 0 12.286 0 7.71 0 4.266 2.114 1.312 5.124.06A.75.75 0 0 1 6 .278',
  system: 'M8 15A7 7 0 1 0 8 1zm0 1A8 8 0 1 1 8 0a8 8 0 0 1 0 16',
};

function Icon({ scheme }: { scheme: ColorScheme }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" className="me-1">
      <path d={ICONS[scheme]} />
    </svg>
  );
}

/**
 * A Bootstrap dropdown without react-bootstrap's Dropdown: that one positions its menu with Popper,
 * which would be on every page for this one small menu. Bootstrap's CSS places a menu marked
 * `data-bs-popper="static"` under its toggle.
 */
export const ColorSchemeSwitch = observer(function ColorSchemeSwitch() {
  const { theme } = useInternals();
  const t = useKernelT();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    // The menu's first item takes the focus, as with a keyboard-opened Bootstrap dropdown.
    root.current?.querySelector<HTMLButtonElement>('.dropdown-item.active, .dropdown-item')?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggle.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) return setOpen(true);
    const items = [...(root.current?.querySelectorAll<HTMLButtonElement>('.dropdown-item') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, items.length - 1) : Math.max(at - 1, 0);
    items[next]?.focus();
  };

  const choose = (scheme: ColorScheme) => {
    theme.setScheme(scheme);
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div ref={root} className={`dropdown${open ? ' show' : ''}`} data-testid="color-scheme-switch" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className={`dropdown-toggle btn btn-link nav-link px-2${open ? ' show' : ''}`}
        aria-label={t('color_scheme.label')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <Icon scheme={theme.scheme} />
        <span className="d-lg-none">{t(`color_scheme.${theme.scheme}`)}</span>
      </button>
      <div id={menuId} className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`} data-bs-popper="static">
        {SCHEMES.map((scheme) => (
          <button
            key={scheme}
            type="button"
            className={`dropdown-item${theme.scheme === scheme ? ' active' : ''}`}
            aria-current={theme.scheme === scheme ? true : undefined}
            onClick={() => choose(scheme)}
            data-scheme={scheme}
          >
            <Icon scheme={scheme} />
            {t(`color_scheme.${scheme}`)}
          </button>
        ))}
      </div>
    </div>
  );
});
