/** `/posts/:qid/:aid/edit`: the answer's text and an edit summary, back to the answer when saved. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, type FieldError, UnsavedChangesPrompt, useCaptcha, useKernel, useQuestionPermalink, useT } from '@answer/sdk';
import schema from '../../schemas/answer-edit.json';
import uiSchema from '../../schemas/answer-edit.ui.json';
import { checkEditable, fetchAnswerInfo, updateAnswer, type AnswerInfoResponse } from '../answer-api';
import { AnswerEditorForm } from '../form/AnswerEditorForm';

interface EditFormData extends Record<string, unknown> {
  id: string;
  question_id: string;
  content: string;
  edit_summary: string;
}

/** What `/revisions/edit/check` said: the edit lands at once or waits for review, or the page refuses with the server's reason. */
type EditAccess = { kind: 'open'; review: boolean } | { kind: 'blocked'; message: string };

export default function EditAnswerPage() {
  const { http, router, session, notify } = useKernel();
  const pathOf = useQuestionPermalink();
  const t = useT();
  const captcha = useCaptcha();
  const { qid = '', aid = '' } = useParams();
  const [loaded, setLoaded] = useState<{ info: AnswerInfoResponse; form: EditFormData } | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldError[]>();
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const [access, setAccess] = useState<EditAccess | null>(null);
  const current = useRef<Partial<EditFormData>>({});
  const saved = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    checkEditable(http, aid, controller.signal).then(
      (result) => setAccess({ kind: 'open', review: Boolean(result?.wait_for_review) }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAccess({ kind: 'blocked', message: error instanceof ApiError ? error.message : '' });
      },
    );
    return () => controller.abort();
  }, [http, aid]);

  useEffect(() => {
    const controller = new AbortController();
    fetchAnswerInfo(http, aid, controller.signal).then(
      (info) => {
        const form = { id: info.info.id, question_id: info.info.question_id, content: info.info.content, edit_summary: '' };
        current.current = form;
        setLoaded({ info, form });
      },
      () => {
        // a missing answer shows the 404 page; other failures were reported by the kernel
      },
    );
    return () => controller.abort();
  }, [http, aid]);

  const questionTitle = loaded?.info.question.title;
  useEffect(() => {
    if (questionTitle) document.title = `${t('edit.title')} - ${questionTitle}`;
  }, [questionTitle, t]);

  const onChange = useCallback((data: Partial<EditFormData>) => {
    current.current = data;
  }, []);
  const dirty = () => !saved.current && loaded !== null && ((current.current.content ?? '') !== loaded.form.content || Boolean(current.current.edit_summary));

  const permalink = loaded ? pathOf({ id: loaded.info.question.id || qid, url_title: loaded.info.question.url_title }, loaded.info.info.id) : '';

  const submit = async (data: EditFormData) => {
    if (!loaded) return;
    setBusy(true);
    setServerErrors(undefined);
    setRefusal('');
    try {
      const body = { id: loaded.form.id, question_id: loaded.form.question_id, content: data.content, edit_summary: data.edit_summary ?? '' };
      const result = await captcha.run('edit', (answerToCaptcha) => updateAnswer(http, body, answerToCaptcha));
      saved.current = true;
      if (result?.wait_for_review) notify.toast(t('edit.pending_review'), 'info');
      router.navigate(permalink);
    } catch (error) {
      if (!(error instanceof ApiError)) return; // the captcha was closed
      if (error.list.length > 0) setServerErrors(error.list);
      else if (error.code === 401) {
        session.clear();
        router.navigate('/users/login');
      } else setRefusal(error.message || t('edit.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (!loaded || !access) {
    return (
      <div className="py-5 text-center text-secondary" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('section.loading')}
      </div>
    );
  }

  if (access.kind === 'blocked') {
    return (
      <div className="alert alert-warning my-4" role="alert">
        <h1 className="h5">{t('edit.blocked_title')}</h1>
        <p>{access.message || t('edit.failed')}</p>
        <Link to={permalink}>{t('edit.back')}</Link>
      </div>
    );
  }

  return (
    <div className="row g-4">
      <div className="col-lg-9">
        <h1 className="h3 mb-1">{t('edit.title')}</h1>
        <p className="text-secondary mb-3">
          {t('edit.answer_to')} <Link to={permalink}>{loaded.info.question.title}</Link>
        </p>
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
        <AnswerEditorForm
          id="edit-answer-form"
          schema={schema}
          uiSchema={uiSchema}
          formData={loaded.form}
          serverErrors={serverErrors}
          submitLabel={t('edit.submit')}
          busy={busy}
          onChange={onChange}
          onSubmit={submit}
          extra={<Link to={permalink}>{t('common.cancel')}</Link>}
        />
        <UnsavedChangesPrompt when={dirty} message={t('leave.text')} />
      </div>
    </div>
  );
}
