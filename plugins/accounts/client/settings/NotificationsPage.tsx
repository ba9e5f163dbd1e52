import { useCallback } from 'react';
import { SchemaForm, UnsavedChangesPrompt, useKernel, useT } from '@answer/sdk';
import schema from '../../schemas/notification-config.json';
import uiSchema from '../../schemas/notification-config.ui.json';
import { useFormSubmit } from '../useFormSubmit';
import { loadNotificationConfig, saveNotificationConfig, type NotificationConfig } from './api';
import { SettingsFrame, SettingsLoading } from './SettingsFrame';
import { useEditedValues } from './useEditedValues';

const SOURCES = ['inbox', 'all_new_question', 'all_new_question_for_following_tags'] as const;

/** Each source's email switch; anything the form leaves out is off. */
function configOf(data: Partial<NotificationConfig>): NotificationConfig {
  const config = {} as NotificationConfig;
  for (const source of SOURCES) config[source] = { key: 'email', enable: data[source]?.enable === true };
  return config;
}

const sameConfig = (a: NotificationConfig, b: NotificationConfig) => SOURCES.every((source) => a[source].enable === b[source].enable);

export default function NotificationsPage() {
  const { http, notify } = useKernel();
  const t = useT();
  const load = useCallback(() => loadNotificationConfig(http), [http]);
  const { saved, current, onChange, markSaved } = useEditedValues(configOf, load);

  const submit = useCallback(
    async (data: NotificationConfig) => {
      const config = configOf(data);
      await saveNotificationConfig(http, config);
      markSaved(config);
      notify.toast(t('settings.toast.updated'), 'success');
    },
    [http, markSaved, notify, t],
  );
  const { busy, serverErrors, onSubmit } = useFormSubmit(submit);

  return (
    <SettingsFrame title={t('settings.notification.title')} intro={t('settings.notification.intro')}>
      {saved && current ? (
        <>
          <UnsavedChangesPrompt when={!sameConfig(current, saved) && !busy} />
          <SchemaForm<NotificationConfig & Record<string, unknown>>
            id="notification-form"
            schema={schema}
            uiSchema={uiSchema}
            formData={saved}
            onChange={onChange}
            onSubmit={onSubmit}
            serverErrors={serverErrors}
            disabled={busy}
            submitLabel={t('settings.notification.submit')}
          />
        </>
      ) : (
        <SettingsLoading />
      )}
    </SettingsFrame>
  );
}
