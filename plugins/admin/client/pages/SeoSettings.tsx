/** `/admin/seo`: the form of question addresses and the site's robots.txt. */
import { SiteSettingsPage } from '@answer/sdk';
import schema from '../../schemas/seo.json';
import uiSchema from '../../schemas/seo.ui.json';

export default function SeoSettingsPage() {
  return <SiteSettingsPage id="admin-seo" path="/siteinfo/seo" titleKey="seo.title" descriptionKey="seo.description" schema={schema} uiSchema={uiSchema} />;
}
