/** `/admin/css-html`: the admin's own CSS and HTML, placed on every page at once after saving. */
import { SiteSettingsPage } from '@answer/sdk';
import schema from '../../schemas/custom-css-html.json';
import uiSchema from '../../schemas/custom-css-html.ui.json';

export default function CustomCodeSettingsPage() {
  return <SiteSettingsPage id="admin-css-html" path="/siteinfo/custom-css-html" titleKey="css_html.title" descriptionKey="css_html.description" schema={schema} uiSchema={uiSchema} />;
}
