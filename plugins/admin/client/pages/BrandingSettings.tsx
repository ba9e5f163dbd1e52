/** `/admin/branding`: the logo, mobile logo, square icon and favicon, each uploaded here. */
import { SiteSettingsPage, type SchemaFormData } from '@answer/sdk';
import schema from '../../schemas/branding.json';
import uiSchema from '../../schemas/branding.ui.json';
import { ImageUploadWidget } from '../ImageUploadWidget';

const IMAGE = { 'ui:widget': ImageUploadWidget };
const FORM_UI = { ...uiSchema, logo: IMAGE, mobile_logo: IMAGE, square_icon: IMAGE, favicon: IMAGE };

export default function BrandingSettingsPage() {
  return <SiteSettingsPage<SchemaFormData> id="admin-branding" path="/siteinfo/branding" titleKey="branding.title" descriptionKey="branding.intro" schema={schema} uiSchema={FORM_UI} />;
}
