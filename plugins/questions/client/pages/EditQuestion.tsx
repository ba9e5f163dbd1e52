import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, type FieldError, UnsavedChangesPrompt, useCaptcha, useKernel, useT } from '@answer/sdk';
import schema from '../../schemas/question.json';
import uiSchema from '../../schemas/question-edit.ui.json';
import { questionFields, sameFields } from '../ask/form-values';
import { QuestionForm, type QuestionFormData } from '../ask/QuestionForm';
import { useQuestionPath } from '../links';
import { checkEditable, fetchQuestionInfo, updateQuestion, type QuestionInfo } from '../question-api';
import { Loading } from '../Loading';
import { siteWriteRules, withSiteMinimums } from '../ask/site-write';
import { TagRules } from '../ask/TagRules';

interface EditFormData extends QuestionFormData {
  edit_summary: string;
}

/** What `/revisions/edit/check` said: the edit lands at once or waits for review, or the page refuses with the server's reason. */
type EditAccess = { kind: 'open'; review: boolean } | { kind: 'blocked'; message: string };

const formOf = (question: QuestionInfo): EditFormData => ({
  title: question.title,
  content: question.content,
  tags: question.tags.map((tag) => ({ slug_name: tag.slug_name, display_name: tag.display_name, original_text: tag.original_text ?? '' })),
  edit_summary: '',
});

export default function EditQuestionPage() {
  const { http, router, session, notify, site } = useKernel();
  const rules = siteWriteRules(site.info.site_write);
  const { minTags, minContent } = rules;
  const formSchema = useMemo(() => withSiteMinimums(schema, { minTags, minContent }), [minTags, minContent]);
  const t = useT();
  const captcha = useCaptcha();
  const pathOf = useQuestionPath();
  const { qid = '' } = useParams();

  const [question, setQuestion] = useState<QuestionInfo | null>(null);
  const [formData, setFormData] = useState<EditFormData | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldError[]>();
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const [access, setAccess] = useState<EditAccess | null>(null);
  const values = useRef<Partial<EditFormData>>({});
  const saved = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    checkEditable(http, qid, controller.signal).then(
      (result) => setAccess({ kind: 'open', review: Boolean(result?.wait_for_review) }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAccess({ kind: 'blocked', message: error instanceof ApiError ? error.message : '' });
      },
    );
    return () => controller.abort();
  }, [http, qid]);

  useEffect(() => {
    const controller = new AbortController();
    fetchQuestionInfo(http, qid, controller.signal).then(
      (info) => {
        const form = formOf(info);
        values.current = form;
        setQuestion(info);
        setFormData(form);
      },
      () => {
        // a missing question shows the 404 page; other failures were reported by the kernel
      },
    );
    return () => controller.abort();
  }, [http, qid]);

  useEffect(() => {
    if (question) document.title = `${t('edit.title')} - ${question.title}`;
  }, [question, t]);

  const onChange = useCallback((data: Partial<EditFormData>) => {
    values.current = data;
  }, []);

  const hasChanges = useCallback(
    () => !saved.current && formData !== null && (!sameFields(questionFields(values.current), questionFields(formData)) || Boolean(values.current.edit_summary)),
    [formData],
  );

  const submit = async (data: EditFormData) => {
    if (!question) return;
    setBusy(true);
    setServerErrors(undefined);
    setRefusal('');
    try {
      const result = await captcha.run('edit', (answer) =>
        updateQuestion(http, { id: question.id, ...questionFields(data), edit_summary: data.edit_summary ?? '' }, answer),
      );
      saved.current = true;
      if (result?.wait_for_review) notify.toast(t('edit.pending_review'), 'info');
      router.navigate(pathOf({ id: question.id, url_title: result?.url_title || question.url_title }));
    } catch (error) {
      if (!(error instanceof ApiError)) return; // the captcha was closed
      if (error.list.length > 0) {
        setServerErrors(error.list);
      } else if (error.code === 401) {
        session.clear();
        router.navigate('/users/login');
      } else {
        // the server says why the edit cannot be made (rank, a pending edit, a locked post)
        setRefusal(error.message || t('edit.failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  if (!question || !formData || !access) {
    return (
      <Loading />
    );
  }

  if (access.kind === 'blocked') {
    return (
      <div className="alert alert-warning my-4" role="alert">
        <h1 className="h5">{t('edit.blocked_title')}</h1>
        <p>{access.message || t('edit.failed')}</p>
        <Link to={pathOf(question)}>{t('edit.back')}</Link>
      </div>
    );
  }

  return (
    <div className="row g-4">
      <div className="col-lg-9">
        <h1 className="h3 mb-3">{t('edit.title')}</h1>
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
        <TagRules rules={rules} />
        <QuestionForm
          id="edit-question-form"
          schema={formSchema}
          uiSchema={uiSchema}
          formData={formData}
          serverErrors={serverErrors}
          submitLabel={t('edit.submit')}
          busy={busy}
          onChange={onChange}
          onSubmit={submit}
          actions={<Link to={pathOf(question)}>{t('edit.cancel')}</Link>}
        />
        <UnsavedChangesPrompt when={hasChanges} message={t('unsaved.edit')} />
      </div>
    </div>
  );
}
