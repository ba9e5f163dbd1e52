/** Admin → Settings → Write: how questions are written and what may be uploaded (site_info `write`). */
import { SiteSettingsPage } from '@answer/sdk';
import uiSchema from '../../schemas/write-settings.ui.json';
import { toWriteBody, toWriteForm, writeFormSchema, type WriteForm } from './write-form';

const schema = writeFormSchema();

export default function WriteSettingsPage() {
  return (
    <SiteSettingsPage<WriteForm>
      id="admin-write"
      path="/siteinfo/write"
      titleKey="admin_write.title"
      descriptionKey="admin_write.description"
      schema={schema}
      uiSchema={uiSchema}
      toForm={toWriteForm}
      toBody={toWriteBody}
    />
  );
}
