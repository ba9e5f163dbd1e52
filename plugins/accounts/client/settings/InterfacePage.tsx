import { useCallback, useMemo, useState } from 'react';
import { type ColorScheme, SchemaForm, UnsavedChangesPrompt, useKernel, useT } from '@answer/sdk';
import schema from '../../schemas/interface.json';
import uiSchema from '../../schemas/interface.ui.json';
import { useFormSubmit } from '../useFormSubmit';
import { loadLanguageOptions, saveInterface, type InterfaceForm, type LanguageOption } from './api';
import { SettingsFrame, SettingsLoading } from './SettingsFrame';
import { sameValues } from './same-values';
import { useEditedValues } from './useEditedValues';

const FIELDS = ['language', 'color_scheme'] as const;
const SITE_LANGUAGE = 'Default';
const SCHEMES: readonly string[] = ['light', 'dark', 'system'];

/** The language select offers what the site has: its options become the field's choices. */
function withLanguages(options: LanguageOption[]): object {
  const language = schema.properties.language;
  return { ...schema, properties: { ...schema.properties, language: { ...language, enum: options.map((option) => option.value) } } };
}

function withLanguageNames(options: LanguageOption[]): object {
  // 'Default' is ours to name; the others carry their own names
  const names = options.map((option) => (option.value === SITE_LANGUAGE ? 'settings.interface.language.default' : option.label));
  return { ...uiSchema, language: { 'ui:enumNames': names } };
}

const formOf = (data: Partial<InterfaceForm>): InterfaceForm => ({ language: data.language ?? SITE_LANGUAGE, color_scheme: data.color_scheme ?? 'default' });

export default function InterfacePage() {
  const { http, session, site, notify, theme, i18n } = useKernel();
  const t = useT();
  const [options, setOptions] = useState<LanguageOption[] | null>(null);
  // the saved values are the session's; the form waits for the site's languages
  const load = useCallback(
    () =>
      loadLanguageOptions(http).then((list) => {
        setOptions(list);
        return { language: session.user?.language, color_scheme: session.user?.color_scheme };
      }),
    [http, session],
  );
  const { saved, current, onChange, markSaved } = useEditedValues(formOf, load);

  const formSchema = useMemo(() => (options ? withLanguages(options) : null), [options]);
  const formUi = useMemo(() => (options ? withLanguageNames(options) : null), [options]);

  const submit = useCallback(
    async (data: InterfaceForm) => {
      const form = formOf(data);
      await saveInterface(http, form);
      markSaved(form);
      await session.refresh(true);
      // Applied at once. `default` (follow the site) is only saved: switching to the site's scheme
      // here would count as choosing it, and such a choice is saved to the account by the header.
      if (SCHEMES.includes(form.color_scheme) && form.color_scheme !== theme.scheme) theme.setScheme(form.color_scheme as ColorScheme);
      notify.toast(t('settings.toast.updated'), 'success');
      const language = form.language === SITE_LANGUAGE ? site.info.interface?.language || 'en_US' : form.language;
      if (language !== i18n.language) await i18n.changeLanguage(language);
    },
    [http, markSaved, session, site, theme, notify, t, i18n],
  );
  const { busy, serverErrors, onSubmit } = useFormSubmit(submit);

  return (
    <SettingsFrame title={t('settings.interface.title')}>
      {formSchema && formUi && saved && current ? (
        <>
          <UnsavedChangesPrompt when={!sameValues(current, saved, FIELDS) && !busy} />
          <SchemaForm<InterfaceForm & Record<string, unknown>>
            id="interface-form"
            schema={formSchema}
            uiSchema={formUi}
            formData={saved}
            onChange={onChange}
            onSubmit={onSubmit}
            serverErrors={serverErrors}
            disabled={busy}
            submitLabel={t('settings.interface.submit')}
          />
        </>
      ) : (
        <SettingsLoading />
      )}
    </SettingsFrame>
  );
}
