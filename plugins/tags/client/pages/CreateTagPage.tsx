/** `/tags/create` (admins and moderators): a new tag from the body schema of `POST /tag`, then its page. */
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, UnsavedChangesPrompt, useKernel, useT, type FieldError } from '@answer/sdk';
import schema from '../../schemas/tag.json';
import uiSchema from '../../schemas/tag.ui.json';
import { createTag } from '../api';
import { tagFields, sameTagFields } from '../form/tag-fields';
import { TagForm, type TagFormData } from '../form/TagForm';
import { tagPath } from '../paths';

const BLANK: TagFormData = { display_name: '', slug_name: '', original_text: '' };

export default function CreateTagPage() {
  const { http, router } = useKernel();
  const t = useT();
  const [serverErrors, setServerErrors] = useState<FieldError[]>();
  const [busy, setBusy] = useState(false);
  const values = useRef<Partial<TagFormData>>(BLANK);
  const created = useRef(false);

  const onChange = useCallback((data: Partial<TagFormData>) => {
    values.current = data;
  }, []);
  const hasChanges = useCallback(() => !created.current && !sameTagFields(tagFields(values.current), BLANK), []);

  const submit = async (data: TagFormData) => {
    setBusy(true);
    setServerErrors(undefined);
    try {
      const result = await createTag(http, tagFields(data));
      created.current = true;
      router.navigate(tagPath(result.slug_name));
    } catch (error) {
      // refusals without a field (rank, a tag of that name) were shown by the kernel
      if (error instanceof ApiError && error.list.length > 0) setServerErrors(error.list);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="row g-4">
      <div className="col-lg-9">
        <h1 className="h3 mb-3">{t('create.title')}</h1>
        <TagForm
          id="create-tag-form"
          schema={schema}
          uiSchema={uiSchema}
          formData={BLANK}
          serverErrors={serverErrors}
          submitLabel={t('create.submit')}
          busy={busy}
          onChange={onChange}
          onSubmit={submit}
          actions={<Link to="/tags">{t('common.cancel')}</Link>}
        />
        <UnsavedChangesPrompt when={hasChanges} message={t('form.unsaved')} />
      </div>
    </div>
  );
}
