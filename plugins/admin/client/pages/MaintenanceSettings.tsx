/** `/admin/maintenance`: the maintenance mode switch and the message guests and members see meanwhile. */
import { SiteSettingsPage, type SchemaFormData } from '@answer/sdk';
import schema from '../../schemas/maintenance.json';
import uiSchema from '../../schemas/maintenance.ui.json';
import { SwitchWidget } from '../SwitchWidget';

const FORM_UI = { ...uiSchema, enabled: { 'ui:widget': SwitchWidget, 'ui:options': { label: false } } };

export default function MaintenanceSettingsPage() {
  return (
    <SiteSettingsPage<SchemaFormData> id="admin-maintenance" path="/siteinfo/maintenance" titleKey="maintenance.title" descriptionKey="maintenance.description" schema={schema} uiSchema={FORM_UI} />
  );
}
