import { Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { adminSettingsPagePoint, ApiError, PluginScope, SchemaForm, useKernel, useT, type FieldError } from '@answer/sdk';
import { getPluginConfig, savePluginConfig, type PluginConfig } from '../api';
import { SettingsBoundary } from '../SettingsBoundary';

function GeneratedForm({ slug }: { slug: string }) {
  const { http, notify } = useKernel();
  const t = useT();
  const [config, setConfig] = useState<PluginConfig | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldError[] | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setConfig(null);
    getPluginConfig(http, slug).then(
      (value) => live && setConfig(value),
      () => {
        // a missing plugin or config shows the kernel's 404 page
      },
    );
    return () => {
      live = false;
    };
  }, [http, slug]);

  const onSubmit = useCallback(
    async (values: Record<string, unknown>) => {
      setBusy(true);
      setServerErrors(undefined);
      try {
        await savePluginConfig(http, slug, values);
        notify.toast(t('settings.saved'), 'success');
        setConfig((current) => (current ? { ...current, values } : current));
      } catch (error) {
        if (error instanceof ApiError && error.list.length > 0) setServerErrors(error.list);
      } finally {
        setBusy(false);
      }
    },
    [http, slug, notify, t],
  );

  if (!config) {
    return (
      <div className="py-4 text-secondary" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('settings.loading')}
      </div>
    );
  }
  return (
    <>
      <h1 className="h3 mb-1">{config.name}</h1>
      {config.description ? <p className="text-secondary">{config.description}</p> : null}
      <div className="col-lg-8">
        {/* the schema's titles are keys of the configured plugin, so translate in its namespace */}
        <PluginScope pluginId={slug}>
          <SchemaForm
            id="plugin-config-form"
            schema={config.schema}
            uiSchema={config.ui_schema}
            formData={config.values}
            onSubmit={onSubmit}
            serverErrors={serverErrors}
            disabled={busy}
            submitLabel={t('settings.save')}
          />
        </PluginScope>
      </div>
    </>
  );
}

export default function PluginSettingsPage() {
  const { extensions } = useKernel();
  const t = useT();
  const slug = useParams().slug_name ?? '';
  const custom = extensions.get(adminSettingsPagePoint).find((page) => page.value.pluginId === slug);

  return (
    <div>
      <nav aria-label={t('settings.breadcrumb')} className="mb-2 small">
        <Link to="/admin/installed-plugins">{t('settings.back')}</Link>
      </nav>
      {custom ? (
        <SettingsBoundary fallback={(error) => <div className="alert alert-danger">{t('settings.page_failed', { message: error.message })}</div>}>
          <PluginScope pluginId={custom.pluginId}>
            <Suspense fallback={<div className="py-4 text-secondary">{t('settings.loading')}</div>}>
              <custom.value.component />
            </Suspense>
          </PluginScope>
        </SettingsBoundary>
      ) : (
        <GeneratedForm key={slug} slug={slug} />
      )}
    </div>
  );
}
