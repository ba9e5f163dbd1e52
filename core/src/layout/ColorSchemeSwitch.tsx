import { observer } from 'mobx-react-lite';
import Dropdown from 'react-bootstrap/Dropdown';
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

export const ColorSchemeSwitch = observer(function ColorSchemeSwitch() {
  const { theme } = useInternals();
  const t = useKernelT();
  return (
    <Dropdown align="end" data-testid="color-scheme-switch">
      <Dropdown.Toggle variant="link" className="nav-link px-2" aria-label={t('color_scheme.label')}>
        <Icon scheme={theme.scheme} />
        <span className="d-lg-none">{t(`color_scheme.${theme.scheme}`)}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {SCHEMES.map((scheme) => (
          <Dropdown.Item
            key={scheme}
            as="button"
            active={theme.scheme === scheme}
            onClick={() => theme.setScheme(scheme)}
            data-scheme={scheme}
          >
            <Icon scheme={scheme} />
            {t(`color_scheme.${scheme}`)}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
});
