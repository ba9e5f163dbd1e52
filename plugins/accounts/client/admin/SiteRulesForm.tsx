/**
 * The login and user rules pages, generated from their schemas: load the saved values, save
 * with PUT, then reload the site settings so the change applies in this browser at once.
 */
import { useCallback, useEffect, useState } from 'react';
import { LoadingNote, useKernel, useT, type HttpClient, type SchemaFormData } from '@answer/sdk';
import loginSchema from '../../schemas/login-settings.json';
import loginUi from '../../schemas/login-settings.ui.json';
import usersSchema from '../../schemas/users-settings.json';
import usersUi from '../../schemas/users-settings.ui.json';
import { AuthForm } from '../AuthForm';
import { getLoginSettings, getUsersSettings, saveLoginSettings, saveUsersSettings } from './api';

interface RulesPage<T extends SchemaFormData> {
  id: string;
  /** `<textKey>.title` and `<textKey>.description` head the page. */
  textKey: string;
  schema: object;
  uiSchema: object;
  load: (http: HttpClient) => Promise<T>;
  save: (http: HttpClient, values: T) => Promise<unknown>;
}

function SiteRulesForm<T extends SchemaFormData>({ id, textKey, schema, uiSchema, load, save }: RulesPage<T>) {
  const { http, notify, site } = useKernel();
  const t = useT();
  const [values, setValues] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    load(http).then(
      (loaded) => live && setValues(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [http, load]);

  const submit = useCallback(
    async (form: T) => {
      await save(http, form);
      notify.toast(t('admin.toast.updated'), 'success');
      await site.reload();
      // show what the server stored (normalised lists, filled-in defaults)
      setValues(await load(http));
    },
    [http, save, load, notify, site, t],
  );

  return (
    <div>
      <h1 className="h3 mb-1">{t(`${textKey}.title`)}</h1>
      <p className="text-secondary">{t(`${textKey}.description`)}</p>
      {failed ? <div className="alert alert-warning">{t('admin.settings.load_failed')}</div> : null}
      {values === null && !failed ? <LoadingNote text={t('admin.settings.loading')} /> : null}
      {values !== null ? (
        <div className="col-lg-8">
          <AuthForm<T> id={id} schema={schema} uiSchema={uiSchema} formData={values} submit={submit} submitLabel={t('admin.settings.save')} />
        </div>
      ) : null}
    </div>
  );
}

const LOGIN_PAGE: RulesPage<SchemaFormData> = {
  id: 'admin-login-settings',
  textKey: 'admin.login',
  schema: loginSchema,
  uiSchema: loginUi,
  load: getLoginSettings,
  save: saveLoginSettings,
};

const USERS_PAGE: RulesPage<SchemaFormData> = {
  id: 'admin-users-settings',
  textKey: 'admin.users_settings',
  schema: usersSchema,
  uiSchema: usersUi,
  load: getUsersSettings,
  save: saveUsersSettings,
};

/** `/admin/login`: who may sign up and log in, and whether the site is private. */
export const LoginSettingsPage = () => <SiteRulesForm {...LOGIN_PAGE} />;

/** `/admin/settings-users`: the default avatar and which profile fields users may change. */
export const UsersSettingsPage = () => <SiteRulesForm {...USERS_PAGE} />;
