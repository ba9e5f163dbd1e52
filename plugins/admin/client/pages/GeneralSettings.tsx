/** `/admin/general`: the site's name, descriptions, address and contact email. */
import { SiteSettingsPage, type SchemaFormData } from '@answer/sdk';
import schema from '../../schemas/general.json';
import uiSchema from '../../schemas/general.ui.json';
import { SwitchWidget } from '../SwitchWidget';

const FORM_UI = { ...uiSchema, check_update: { 'ui:widget': SwitchWidget, 'ui:options': { label: false } } };

export default function GeneralSettingsPage() {
  return <SiteSettingsPage<SchemaFormData> id="admin-general" path="/siteinfo/general" titleKey="general.title" descriptionKey="general.intro" schema={schema} uiSchema={FORM_UI} />;
}
