import { API_BASE, iconImageSource, useKernel, useLoaded, useT, type HttpClient, type LoginMethodProps } from '@answer/sdk';

/** One entry of `GET /connector/info`: a serving connector's button. */
export interface ConnectorButton {
  name: string;
  icon: string;
  /** Where the log-in starts (the provider's page comes next): a full-page navigation. */
  link: string;
}

// passingError: the buttons are extras, a failed read leaves the page's own form alone without a toast
const loadConnectors = (http: HttpClient, signal: AbortSignal) =>
  http.get<ConnectorButton[] | null>(`${API_BASE}/connector/info`, { passingError: true, signal });

/** "Log in with X" / "Sign up with X" for every serving connector; nothing when there is none. */
export function ConnectorButtons({ page }: LoginMethodProps) {
  const { http } = useKernel();
  const t = useT();
  const connectors = useLoaded('connectors', (signal) => loadConnectors(http, signal));
  if (!connectors || connectors.length === 0) return null;
  return (
    <ul className="list-unstyled d-grid gap-2 mb-4" aria-label={t('list_label')}>
      {connectors.map((connector) => {
        const icon = iconImageSource(connector.icon);
        return (
          <li key={connector.name}>
            {/* a plain link: the log-in leaves the app for the provider and comes back with a new page */}
            <a className="btn btn-outline-secondary w-100 d-flex align-items-center justify-content-center gap-2" href={connector.link}>
              {icon ? <img src={icon} alt="" width={20} height={20} /> : null}
              <span>{t(page === 'sign_up' ? 'button.sign_up' : 'button.login', { name: connector.name })}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
