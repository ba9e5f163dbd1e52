import { useCallback, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useKernel, useT, LazyModal } from '@answer/sdk';
import { loadExternalLogins, unbindExternalLogin, type ExternalLogin } from './api';

/** My logins: accounts at other services bound to this one (removable), and those that could be. */
export function LoginsSection() {
  const { http, notify } = useKernel();
  const t = useT();
  const [logins, setLogins] = useState<ExternalLogin[] | null>(null);
  const [removing, setRemoving] = useState<ExternalLogin | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => loadExternalLogins(http).then(setLogins), [http]);
  useEffect(() => {
    void load();
  }, [load]);

  const unbind = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await unbindExternalLogin(http, removing.external_id);
      notify.toast(t('settings.logins.removed', { name: removing.name }), 'success');
      await load();
    } catch {
      // the request pipeline already showed why
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <section className="mb-5" aria-labelledby="settings-logins">
      <h2 className="h5" id="settings-logins">
        {t('settings.logins.title')}
      </h2>
      {logins === null ? null : logins.length === 0 ? (
        <p className="text-secondary">{t('settings.logins.none')}</p>
      ) : (
        <ul className="list-group">
          {logins.map((login) => (
            <li className="list-group-item d-flex align-items-center gap-3" key={`${login.name}:${login.external_id}`}>
              {login.icon ? <img src={login.icon} alt="" width={24} height={24} /> : null}
              <span className="flex-grow-1">{login.name}</span>
              {login.binding ? (
                <Button variant="outline-danger" size="sm" onClick={() => setRemoving(login)}>
                  {t('settings.logins.remove')}
                </Button>
              ) : login.link ? (
                // connecting leaves the site for the provider's page
                <a className="btn btn-outline-primary btn-sm" href={login.link}>
                  {t('settings.logins.connect')}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <LazyModal show={removing !== null} onHide={() => setRemoving(null)} centered>
        <LazyModal.Header closeButton>
          <LazyModal.Title as="h3" className="h5">
            {t('settings.logins.confirm_title')}
          </LazyModal.Title>
        </LazyModal.Header>
        <LazyModal.Body>{t('settings.logins.confirm_text', { name: removing?.name ?? '' })}</LazyModal.Body>
        <LazyModal.Footer>
          <Button variant="link" onClick={() => setRemoving(null)} disabled={busy}>
            {t('settings.logins.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void unbind()} disabled={busy}>
            {t('settings.logins.remove')}
          </Button>
        </LazyModal.Footer>
      </LazyModal>
    </section>
  );
}
