/** `/admin/interface`: the site's language and time zone. */
import { useEffect, useMemo, useState } from 'react';
import { ADMIN_API_BASE, SiteSettingsPage, useKernel, type SchemaFormData } from '@answer/sdk';
import schema from '../../schemas/interface.json';
import uiSchema from '../../schemas/interface.ui.json';
import { TimeZoneWidget } from '../TimeZoneWidget';

interface LanguageOption {
  label: string;
  value: string;
}

interface InterfaceForm extends SchemaFormData {
  language: string;
  time_zone: string;
}

/** The avatar rule GET also answers (Answer's page edits it here) is changed on the users settings page. */
const toForm = (loaded: Record<string, unknown>): InterfaceForm => ({ language: String(loaded.language ?? ''), time_zone: String(loaded.time_zone ?? '') });
const toBody = (form: InterfaceForm) => ({ language: form.language, time_zone: form.time_zone });

export default function InterfaceSettingsPage() {
  const { http } = useKernel();
  const [languages, setLanguages] = useState<LanguageOption[] | null>(null);

  useEffect(() => {
    let live = true;
    http.get<LanguageOption[]>(`${ADMIN_API_BASE}/language/options`).then(
      (options) => live && setLanguages(options),
      () => live && setLanguages([]),
    );
    return () => {
      live = false;
    };
  }, [http]);

  // The saved schema with the site's languages as the choices; the avatar fields stay on the users page.
  const formSchema = useMemo(() => {
    const { language, time_zone: timeZone } = schema.properties;
    const choices = languages && languages.length > 0 ? { enum: languages.map((option) => option.value) } : {};
    return { ...schema, properties: { language: { ...language, ...choices }, time_zone: timeZone } };
  }, [languages]);
  const formUi = useMemo(
    () => ({
      ...uiSchema,
      language: { 'ui:widget': 'select', 'ui:enumNames': languages?.map((option) => option.label) ?? [] },
      time_zone: { 'ui:widget': TimeZoneWidget },
    }),
    [languages],
  );

  if (languages === null) return null;
  return (
    <SiteSettingsPage<InterfaceForm>
      id="admin-interface"
      path="/siteinfo/interface"
      titleKey="interface.title"
      descriptionKey="interface.intro"
      schema={formSchema}
      uiSchema={formUi}
      toForm={toForm}
      toBody={toBody}
    />
  );
}
