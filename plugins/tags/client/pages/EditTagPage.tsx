/**
 * `/tags/:tagId/edit`: the tag's names and description from the body schema of `PUT /tag`, with an
 * edit summary. Staff edit at once; others' edits may wait for review, which the page says before
 * and after. Only staff rename a tag, so the names are read-only for others.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { ApiError, UnsavedChangesPrompt, useKernel, useT, type FieldError } from '@answer/sdk';
import schema from '../../schemas/tag-edit.json';
import uiSchema from '../../schemas/tag-edit.ui.json';
import { checkTagEditable, fetchTagById, updateTag, type TagInfo } from '../api';
import { sameTagFields, tagFields } from '../form/tag-fields';
import { TagForm, type TagFormData } from '../form/TagForm';
import { Loading } from '../Loading';
import { tagPath } from '../paths';
import { slugOf } from '../synonyms';

type EditAccess = { kind: 'open'; review: boolean } | { kind: 'blocked'; message: string };

const NAME_FIELDS = ['display_name', 'slug_name'] as const;
const NONE: readonly string[] = [];

const formOf = (tag: TagInfo): TagFormData => ({ tag_id: tag.tag_id, display_name: tag.display_name, slug_name: tag.slug_name, original_text: tag.original_text, edit_summary: '' });

export default observer(function EditTagPage() {
  const { http, router, notify, session } = useKernel();
  const t = useT();
  const { tagId = '' } = useParams();
  const [tag, setTag] = useState<TagInfo | null>(null);
  const [formData, setFormData] = useState<TagFormData | null>(null);
  const [access, setAccess] = useState<EditAccess | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldError[]>();
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const values = useRef<Partial<TagFormData>>({});
  const saved = useRef(false);
  const staff = session.isAdmin || session.isModerator;
  const readonlyFields = useMemo(() => (staff ? NONE : NAME_FIELDS), [staff]);

  useEffect(() => {
    const controller = new AbortController();
    fetchTagById(http, tagId, controller.signal).then(
      (info) => {
        const form = formOf(info);
        values.current = form;
        setTag(info);
        setFormData(form);
      },
      () => {
        // a missing tag shows the 404 page; other failures were reported by the kernel
      },
    );
    checkTagEditable(http, tagId, controller.signal).then(
      (result) => setAccess({ kind: 'open', review: Boolean(result?.wait_for_review) }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAccess({ kind: 'blocked', message: error instanceof ApiError ? error.message : '' });
      },
    );
    return () => controller.abort();
  }, [http, tagId]);

  useEffect(() => {
    if (tag) document.title = `${t('edit.title')} - ${tag.display_name || tag.slug_name}`;
  }, [tag, t]);

  const onChange = useCallback((data: Partial<TagFormData>) => {
    values.current = data;
  }, []);

  const hasChanges = useCallback(
    () => !saved.current && formData !== null && (!sameTagFields(tagFields(values.current), tagFields(formData)) || Boolean(values.current.edit_summary)),
    [formData],
  );

  const submit = async (data: TagFormData) => {
    if (!tag) return;
    setBusy(true);
    setServerErrors(undefined);
    setRefusal('');
    try {
      const fields = tagFields(data);
      const result = await updateTag(http, { tag_id: tag.tag_id, ...fields, edit_summary: data.edit_summary ?? '' });
      saved.current = true;
      if (result?.wait_for_review) {
        notify.toast(t('edit.pending_review'), 'info');
        router.navigate(tagPath(tag.slug_name));
      } else {
        router.navigate(tagPath(slugOf(fields.slug_name) || tag.slug_name));
      }
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.list.length > 0) {
        setServerErrors(error.list);
      } else if (error.code === 401) {
        session.clear();
        router.navigate('/users/login');
      } else {
        // the server says why the edit cannot be made (rank, a pending edit, a deleted tag)
        setRefusal(error.message || t('edit.failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  if (!tag || !formData || !access) return <Loading />;

  if (access.kind === 'blocked') {
    return (
      <div className="alert alert-warning my-4" role="alert">
        <h1 className="h5">{t('edit.blocked_title')}</h1>
        <p>{access.message || t('edit.failed')}</p>
        <Link to={tagPath(tag.slug_name)}>{t('edit.back')}</Link>
      </div>
    );
  }

  return (
    <div className="row g-4">
      <div className="col-lg-9">
        <h1 className="h3 mb-3">{t('edit.heading', { name: tag.display_name || tag.slug_name })}</h1>
        {access.review ? (
          <div className="alert alert-info" role="status">
            {t('edit.review_notice')}
          </div>
        ) : null}
        {refusal ? (
          <div className="alert alert-danger" role="alert">
            {refusal}
          </div>
        ) : null}
        <TagForm
          id="edit-tag-form"
          schema={schema}
          uiSchema={uiSchema}
          formData={formData}
          serverErrors={serverErrors}
          submitLabel={t('edit.submit')}
          busy={busy}
          readonlyFields={readonlyFields}
          onChange={onChange}
          onSubmit={submit}
          actions={<Link to={tagPath(tag.slug_name)}>{t('common.cancel')}</Link>}
        />
        <UnsavedChangesPrompt when={hasChanges} message={t('form.unsaved')} />
      </div>
    </div>
  );
});
