/** `/admin/legal`: the two texts in Markdown (with a preview) and the rule for external content. */
import { SiteSettingsPage } from '@answer/sdk';
import schema from '../../schemas/legal-settings.json';
import ui from '../../schemas/legal-settings.ui.json';
import { MarkdownWidget } from '../MarkdownWidget';
import { setPublished } from '../published';

interface LegalForm extends Record<string, unknown> {
  terms_of_service_original_text?: string;
  privacy_policy_original_text?: string;
  external_content_display?: string;
}

const uiSchema = {
  ...ui,
  terms_of_service_original_text: { ...ui.terms_of_service_original_text, 'ui:widget': MarkdownWidget },
  privacy_policy_original_text: { ...ui.privacy_policy_original_text, 'ui:widget': MarkdownWidget },
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The HTML halves are the server's to make: the form holds only what the admin writes. */
function toForm(loaded: Record<string, unknown>): LegalForm {
  return {
    terms_of_service_original_text: text(loaded.terms_of_service_original_text),
    privacy_policy_original_text: text(loaded.privacy_policy_original_text),
    external_content_display: text(loaded.external_content_display) || 'always_display',
  };
}

/** Every field, an emptied text as '' (a field left out would keep its saved value). */
function toBody(form: LegalForm): object {
  return {
    terms_of_service_original_text: text(form.terms_of_service_original_text),
    privacy_policy_original_text: text(form.privacy_policy_original_text),
    external_content_display: form.external_content_display,
  };
}

function onSaved(form: LegalForm): void {
  // the footer links follow at once, without another request
  setPublished('tos', text(form.terms_of_service_original_text));
  setPublished('privacy', text(form.privacy_policy_original_text));
}

export default function LegalSettingsPage() {
  return (
    <SiteSettingsPage<LegalForm>
      id="legal-form"
      path="/siteinfo/legal"
      titleKey="admin.title"
      descriptionKey="admin.description"
      schema={schema}
      uiSchema={uiSchema}
      toForm={toForm}
      toBody={toBody}
      onSaved={onSaved}
    />
  );
}
