/**
 * An admin settings page built from one JSON Schema: it loads the block's saved values with GET,
 * sends the form with PUT (the server validates it with the same schema), shows the server's
 * field errors on their fields, then reloads the site settings so the change applies in this
 * browser at once. Leaving with unsent changes asks first.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ADMIN_API_BASE } from '../shared/paths';
import { LoadingNote } from './admin-list';
import { SchemaForm } from './schema-form-lazy';
import type { SchemaFormData } from './schema-form-types';
import { useKernel, useT } from './react';
import { ApiError, type FieldError } from './services';
import { UnsavedChangesPrompt } from './unsaved-changes';

/** The heading, already translated or as a key of the calling plugin's translations; one of the two. */
export type SiteSettingsHeading = { title: string; titleKey?: never } | { titleKey: string; title?: never };

export type SiteSettingsPageProps<T extends SchemaFormData> = SiteSettingsHeading & SiteSettingsPageFields<T>;

interface SiteSettingsPageFields<T extends SchemaFormData> {
  /** The form's id (tests and labels reach the fields through it). */
  id: string;
  /** The path under `/answer/admin/api`, e.g. `/siteinfo/general`. */
  path: string;
  /** The sentence under the heading, already translated or as a key. */
  description?: ReactNode;
  descriptionKey?: string;
  schema: object;
  uiSchema?: object;
  /** The form's values from what GET answers, when they differ. */
  toForm?: (loaded: Record<string, unknown>) => T;
  /** The PUT body from the form's values, when it differs. */
  toBody?: (form: T) => object;
  /** Called after a successful save, with what was sent. */
  onSaved?: (form: T) => void | Promise<void>;
  /** Rendered between the fields and the save button. */
  children?: ReactNode;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function SiteSettingsPage<T extends SchemaFormData>({ id, path, title, description, titleKey, descriptionKey, schema, uiSchema, toForm, toBody, onSaved, children }: SiteSettingsPageProps<T>) {
  const { http, notify, site } = useKernel();
  const t = useT();
  const url = `${ADMIN_API_BASE}${path}`;
  const [values, setValues] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[] | undefined>(undefined);
  const current = useRef<Partial<T> | null>(null);
  const saved = useRef<T | null>(null);

  const load = useCallback(async () => {
    const loaded = await http.get<Record<string, unknown>>(url);
    const form = toForm ? toForm(loaded) : (loaded as T);
    saved.current = form;
    current.current = form;
    setValues(form);
  }, [http, url, toForm]);

  useEffect(() => {
    load().catch(() => setFailed(true));
  }, [load]);

  const submit = useCallback(
    async (form: T) => {
      setBusy(true);
      setServerErrors(undefined);
      try {
        await http.put<null>(url, toBody ? toBody(form) : form);
        saved.current = form;
        notify.toast(t('kernel:admin.settings.saved'), 'success');
        await site.reload();
        await onSaved?.(form);
        await load();
      } catch (error) {
        if (error instanceof ApiError && error.list.length > 0) setServerErrors(error.list);
      } finally {
        setBusy(false);
      }
    },
    [http, url, toBody, notify, t, site, onSaved, load],
  );

  const onChange = useCallback((form: Partial<T>) => {
    current.current = form;
  }, []);

  return (
    <div>
      <h1 className="h3 mb-1">{title ?? (titleKey ? t(titleKey) : '')}</h1>
      {description || descriptionKey ? <p className="text-secondary">{description ?? t(descriptionKey ?? '')}</p> : null}
      {failed ? <div className="alert alert-warning">{t('kernel:admin.settings.load_failed')}</div> : null}
      {values === null && !failed ? <LoadingNote text={t('kernel:admin.settings.loading')} /> : null}
      {values !== null ? (
        <div className="col-lg-8">
          <UnsavedChangesPrompt when={() => !busy && !sameJson(current.current, saved.current)} />
          <SchemaForm<T>
            id={id}
            schema={schema}
            uiSchema={uiSchema}
            formData={values}
            onChange={onChange}
            onSubmit={submit}
            serverErrors={serverErrors}
            disabled={busy}
            submitLabel={t('kernel:admin.settings.save')}
          >
            {children}
          </SchemaForm>
        </div>
      ) : null}
    </div>
  );
}
