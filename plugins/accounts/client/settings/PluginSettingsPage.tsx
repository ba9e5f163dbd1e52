import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ContributionFrame, PluginScope, SchemaForm, UnsavedChangesPrompt, useExtensions, useKernel, useLoaded, useT, userSettingsPanelPoint } from '@answer/sdk';
import { useFormSubmit } from '../useFormSubmit';
import { loadUserPluginSettings, saveUserPluginSettings, type UserPluginSettings } from './api';
import { SettingsFrame, SettingsLoading } from './SettingsFrame';
import { sameSettings } from './same-settings';

/** A plugin's form for the member's own settings, generated from its `userConfig` schema. */
function PluginSettingsForm({ slug }: { slug: string }) {
  const { http, notify } = useKernel();
  const t = useT();
  // a plugin that is not serving, or has no member settings, shows the kernel's 404 page
  const loaded = useLoaded(slug, () => loadUserPluginSettings(http, slug));
  const [reloaded, setReloaded] = useState<UserPluginSettings | null>(null);
  const settings = reloaded ?? loaded;
  const [current, setCurrent] = useState<Record<string, unknown> | null>(null);

  const submit = useCallback(
    async (data: Record<string, unknown>) => {
      await saveUserPluginSettings(http, slug, data);
      // read back what the server keeps (secrets left out, defaults filled in): the form restarts from it
      setReloaded(await loadUserPluginSettings(http, slug));
      setCurrent(null);
      notify.toast(t('settings.toast.updated'), 'success');
    },
    [http, slug, notify, t],
  );
  const { busy, serverErrors, onSubmit } = useFormSubmit(submit);
  const panel = useExtensions(userSettingsPanelPoint).find((contribution) => contribution.value.pluginId === slug);

  if (!settings) {
    return (
      <SettingsFrame title={t('settings.plugin.title')}>
        <SettingsLoading />
      </SettingsFrame>
    );
  }
  return (
    <SettingsFrame title={settings.name} intro={settings.description || undefined}>
      <UnsavedChangesPrompt when={() => current !== null && !busy && !sameSettings(current, settings.values)} />
      {/* the schema's titles are keys of the plugin, so translate in its namespace */}
      <PluginScope pluginId={slug}>
        <SchemaForm
          id="user-plugin-settings-form"
          schema={settings.schema}
          uiSchema={settings.ui_schema}
          formData={settings.values}
          onChange={setCurrent}
          onSubmit={onSubmit}
          serverErrors={serverErrors}
          disabled={busy}
          submitLabel={t('settings.plugin.submit')}
        />
      </PluginScope>
      {panel ? (
        <div className="mt-4">
          <ContributionFrame pluginId={panel.pluginId} pointId={userSettingsPanelPoint.id} component={panel.value.component} props={{ values: settings.values }} />
        </div>
      ) : null}
    </SettingsFrame>
  );
}

export default function PluginSettingsPage() {
  const slug = useParams().slug_name ?? '';
  return <PluginSettingsForm key={slug} slug={slug} />;
}
