/**
 * `/admin/themes`: the theme, its navbar style and primary colour, and the colour scheme of
 * visitors who chose none. The form's fields are those of Answer's SiteThemeReq, flattened: the
 * navbar style and colour belong to the chosen theme's `theme_config` block.
 */
import { useEffect, useMemo, useState } from 'react';
import { ADMIN_API_BASE, LoadingNote, SiteSettingsPage, useKernel, useT } from '@answer/sdk';
import themeSchema from '../../schemas/theme.json';
import { ColorWidget } from '../ColorWidget';

interface ThemeOption {
  label: string;
  value: string;
}

interface ThemeForm extends Record<string, unknown> {
  theme: string;
  color_scheme: string;
  navbar_style: string;
  primary_color: string;
}

/** The styles this page offers; a navbar colour saved by Answer's own page shows as `colored`. */
const NAVBAR_STYLES = ['colored', 'light'];
const DEFAULT_PRIMARY = '#0033ff';

const { theme: themeField, color_scheme: schemeField, theme_config: configField } = themeSchema.properties;
const { navbar_style: navbarField, primary_color: colorField } = configField.additionalProperties.properties;

function toForm(loaded: Record<string, unknown>): ThemeForm {
  const theme = typeof loaded.theme === 'string' ? loaded.theme : 'default';
  const configs = (loaded.theme_config ?? {}) as Record<string, { navbar_style?: string; primary_color?: string } | undefined>;
  const config = configs[theme] ?? {};
  return {
    theme,
    color_scheme: typeof loaded.color_scheme === 'string' && loaded.color_scheme ? loaded.color_scheme : 'system',
    navbar_style: NAVBAR_STYLES.includes(config.navbar_style ?? '') ? (config.navbar_style as string) : 'colored',
    primary_color: config.primary_color || DEFAULT_PRIMARY,
  };
}

function toBody(form: ThemeForm): object {
  return {
    theme: form.theme,
    color_scheme: form.color_scheme,
    theme_config: { [form.theme]: { navbar_style: form.navbar_style, primary_color: form.primary_color } },
  };
}

export default function ThemeSettingsPage() {
  const { http } = useKernel();
  const t = useT();
  const [options, setOptions] = useState<ThemeOption[] | null>(null);

  useEffect(() => {
    let live = true;
    http.get<ThemeOption[]>(`${ADMIN_API_BASE}/theme/options`).then(
      (loaded) => live && setOptions(loaded),
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [http]);

  const schema = useMemo(
    () => ({
      type: 'object',
      required: ['theme', 'color_scheme', 'navbar_style', 'primary_color'],
      properties: {
        theme: { ...themeField, ...(options && options.length > 0 ? { enum: options.map((option) => option.value) } : {}) },
        navbar_style: { ...navbarField, enum: NAVBAR_STYLES },
        primary_color: { ...colorField, default: DEFAULT_PRIMARY },
        color_scheme: schemeField,
      },
    }),
    [options],
  );
  const uiSchema = useMemo(
    () => ({
      'ui:order': ['theme', 'navbar_style', 'primary_color', 'color_scheme'],
      theme: { 'ui:widget': 'select', 'ui:enumNames': (options ?? []).map((option) => option.label) },
      navbar_style: { 'ui:widget': 'radio', 'ui:enumNames': ['themes.navbar_style.colored', 'themes.navbar_style.light'] },
      primary_color: { 'ui:widget': ColorWidget },
      color_scheme: { 'ui:widget': 'select', 'ui:enumNames': ['themes.color_scheme.system', 'themes.color_scheme.light', 'themes.color_scheme.dark'] },
    }),
    [options],
  );

  if (options === null) return <LoadingNote text={t('kernel:admin.settings.loading')} />;
  return (
    <SiteSettingsPage<ThemeForm>
      id="admin-themes"
      path="/siteinfo/theme"
      titleKey="themes.title"
      descriptionKey="themes.description"
      schema={schema}
      uiSchema={uiSchema}
      toForm={toForm}
      toBody={toBody}
    />
  );
}
