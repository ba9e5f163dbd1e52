/**
 * Admin → Settings → Privileges: choose level 1, 2, 3 or custom. A preset shows its table of
 * reputation per action; custom makes each number editable. Saving applies at once: the next
 * `/permission` call and every action use the new thresholds.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ADMIN_API_BASE, ApiError, SchemaForm, useKernel, useT, type FieldError } from '@answer/sdk';
import { fieldOf, privilegeBody, privilegeFormData, privilegeFormSchema, privilegeUiSchema, type PrivilegeForm, type PrivilegesResp } from './privilege-form';

const URL = `${ADMIN_API_BASE}/setting/privileges`;

export default function PrivilegesPage() {
  const { http, notify } = useKernel();
  const t = useT();
  const [resp, setResp] = useState<PrivilegesResp | null>(null);
  const [level, setLevel] = useState(0);
  const [formData, setFormData] = useState<PrivilegeForm | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>();

  const load = useCallback(async () => {
    const loaded = await http.get<PrivilegesResp>(URL);
    setResp(loaded);
    setLevel(loaded.selected_level);
    setFormData(privilegeFormData(loaded, loaded.selected_level));
  }, [http]);

  useEffect(() => {
    load().catch(() => setFailed(true));
  }, [load]);

  const schema = useMemo(() => (resp ? privilegeFormSchema(resp, level) : null), [resp, level]);
  const uiSchema = useMemo(() => (resp ? privilegeUiSchema(resp, level) : undefined), [resp, level]);

  const onChange = useCallback(
    (data: Partial<PrivilegeForm>) => {
      const next = Number(data.level);
      // another level shows that level's table (a new object resets the form)
      if (resp && Number.isInteger(next) && next !== level) {
        setLevel(next);
        setFormData(privilegeFormData(resp, next));
        setServerErrors(undefined);
      }
    },
    [resp, level],
  );

  const submit = useCallback(
    async (form: PrivilegeForm) => {
      if (!resp) return;
      setBusy(true);
      setServerErrors(undefined);
      try {
        await http.put<null>(URL, privilegeBody(resp, form));
        notify.toast(t('admin.toast.updated'), 'success');
        await load();
      } catch (error) {
        // the server names the rank key; the form's field has the key without dots
        if (error instanceof ApiError && error.list.length > 0) setServerErrors(error.list.map((item) => ({ ...item, error_field: fieldOf(item.error_field) })));
      } finally {
        setBusy(false);
      }
    },
    [http, resp, notify, t, load],
  );

  return (
    <div>
      <h1 className="h3 mb-1">{t('admin.privileges.title')}</h1>
      <p className="text-secondary">{t('admin.privileges.description')}</p>
      {failed ? <div className="alert alert-warning">{t('admin.privileges.load_failed')}</div> : null}
      {!resp && !failed ? (
        <div className="py-4 text-secondary" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('admin.privileges.loading')}
        </div>
      ) : null}
      {resp && schema && formData ? (
        <div className="col-lg-8">
          <SchemaForm<PrivilegeForm>
            id="admin-privileges"
            schema={schema}
            uiSchema={uiSchema}
            formData={formData}
            onChange={onChange}
            onSubmit={submit}
            serverErrors={serverErrors}
            disabled={busy}
            submitLabel={t('admin.privileges.save')}
          />
        </div>
      ) : null}
    </div>
  );
}
