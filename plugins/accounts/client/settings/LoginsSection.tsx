import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { ApiError, ConfirmDialog, iconImageSource, useKernel, useT } from '@answer/sdk';
import { connectorErrorKey } from '../connectors';
import { loadExternalLogins, unbindExternalLogin, type ExternalLogin } from './api';

/** Where a connection through a provider comes back to: `?connector_connected=` or `?connector_error=`. */
const RETURN_PARAMS = ['connector_connected', 'connector_error'];

/**
 * My logins: accounts at other services linked to this one (removable, unless it is the only way
 * in), and the services that could be linked (connecting leaves for the provider's page).
 */
export const LoginsSection = observer(function LoginsSection() {
  const { http, notify, session } = useKernel();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [logins, setLogins] = useState<ExternalLogin[] | null>(null);
  const [removing, setRemoving] = useState<ExternalLogin | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [returned] = useState(() => ({ connected: params.has('connector_connected'), error: connectorErrorKey(params.get('connector_error')) }));

  const load = useCallback(() => loadExternalLogins(http).then(setLogins), [http]);
  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    // said once: a reload of the page does not say it again
    if (returned.connected) notify.toast(t('settings.logins.connected'), 'success');
    if (RETURN_PARAMS.some((name) => params.has(name))) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of RETURN_PARAMS) next.delete(name);
          return next;
        },
        { replace: true },
      );
    }
    // on arrival only: what the address said is read once, above
  }, []);

  const bound = logins?.filter((login) => login.binding) ?? [];
  // without a password, the last linked login is the only way back in
  const onlyWayIn = session.user?.have_password === false && bound.length <= 1;

  const connect = async (login: ExternalLogin) => {
    setBusy(true);
    try {
      // a connect link works once and for minutes: take a fresh one right before leaving
      const fresh = await loadExternalLogins(http);
      const target = fresh.find((item) => !item.binding && item.name === login.name && item.link);
      if (target) {
        window.location.assign(target.link);
        return;
      }
      setLogins(fresh);
    } catch {
      // the request pipeline already showed why
    }
    setBusy(false);
  };

  const closeRemoving = () => {
    setRemoving(null);
    setRefusal(null);
  };

  const unbind = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      // passingError: a refusal is said in the dialog that asked, not in a toast beside it
      await unbindExternalLogin(http, removing.external_id, { passingError: true });
      notify.toast(t('settings.logins.removed', { name: removing.name }), 'success');
      closeRemoving();
      await load();
    } catch (error) {
      // the only way in, or already gone: the server's words
      setRefusal(error instanceof ApiError && error.message ? error.message : t('settings.logins.remove_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mb-5" aria-labelledby="settings-logins">
      <h2 className="h5" id="settings-logins">
        {t('settings.logins.title')}
      </h2>
      {returned.error ? (
        <div className="alert alert-danger" role="alert">
          {t(returned.error)}
        </div>
      ) : null}
      {logins === null ? null : logins.length === 0 ? (
        <p className="text-secondary">{t('settings.logins.none')}</p>
      ) : (
        <ul className="list-group" data-testid="my-logins">
          {logins.map((login) => (
            <LoginRow
              key={`${login.name}:${login.external_id}`}
              login={login}
              busy={busy}
              onlyWayIn={login.binding && onlyWayIn}
              onRemove={() => setRemoving(login)}
              onConnect={() => void connect(login)}
            />
          ))}
        </ul>
      )}
      {removing ? (
        <ConfirmDialog
          title={t('settings.logins.confirm_title')}
          confirmLabel={t('settings.logins.remove')}
          danger
          busy={busy}
          confirmDisabled={refusal !== null}
          onConfirm={() => void unbind()}
          onClose={closeRemoving}
        >
          <p className="mb-0">{t('settings.logins.confirm_text', { name: removing.name })}</p>
          {refusal ? (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {refusal}
            </div>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
});

interface LoginRowProps {
  login: ExternalLogin;
  busy: boolean;
  /** The account has no password and no other linked login: removing is refused. */
  onlyWayIn: boolean;
  onRemove: () => void;
  onConnect: () => void;
}

function LoginRow({ login, busy, onlyWayIn, onRemove, onConnect }: LoginRowProps) {
  const t = useT();
  const icon = iconImageSource(login.icon);
  const noteId = `login-note-${login.external_id || login.name}`.replace(/[^\w-]/g, '_');
  return (
    <li className="list-group-item" data-login={login.name} data-bound={login.binding ? 'true' : 'false'}>
      <div className="d-flex align-items-center gap-3">
        {icon ? <img src={icon} alt="" width={24} height={24} /> : null}
        <span className="flex-grow-1">
          {login.name}
          {login.binding ? <span className="visually-hidden"> ({t('settings.logins.linked')})</span> : null}
        </span>
        {login.binding ? (
          <Button variant="outline-danger" size="sm" onClick={onRemove} disabled={busy || onlyWayIn} aria-describedby={onlyWayIn ? noteId : undefined}>
            {t('settings.logins.remove_named', { name: login.name })}
          </Button>
        ) : login.link ? (
          <Button variant="outline-primary" size="sm" onClick={onConnect} disabled={busy}>
            {t('settings.logins.connect_named', { name: login.name })}
          </Button>
        ) : null}
      </div>
      {onlyWayIn ? (
        <p className="small text-secondary mt-2 mb-0" id={noteId}>
          {t('settings.logins.only_way_in')}
        </p>
      ) : null}
    </li>
  );
}
