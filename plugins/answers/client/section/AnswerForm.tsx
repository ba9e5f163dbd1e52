/**
 * Under the answers: the form for activated members, a login link for guests, an activation
 * note for unverified members, and a link to their answer for members who already answered.
 */
import { useCallback, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { ApiError, type FieldError, UnsavedChangesPrompt, useCaptcha, useKernel, useT } from '@answer/sdk';
import schema from '../../schemas/answer.json';
import uiSchema from '../../schemas/answer.ui.json';
import { addAnswer, type AnswerInfo } from '../answer-api';
import { AnswerEditorForm } from '../form/AnswerEditorForm';
import { useAnswerDraft } from '../form/useAnswerDraft';
import { editAnswerPath } from '../paths';

/** Answer's UI keeps the page to come back to after login under this key. */

interface AnswerFormData extends Record<string, unknown> {
  question_id: string;
  content: string;
}

function NewAnswerForm({ questionId, onPosted }: { questionId: string; onPosted: (answer: AnswerInfo) => void }) {
  const { http } = useKernel();
  const t = useT();
  const captcha = useCaptcha();
  const { restored, saver } = useAnswerDraft(questionId);
  const [formData, setFormData] = useState<AnswerFormData>(() => ({ question_id: questionId, content: restored }));
  const [showRestored, setShowRestored] = useState(Boolean(restored));
  const [serverErrors, setServerErrors] = useState<FieldError[]>();
  const [busy, setBusy] = useState(false);
  const content = useRef(restored);

  const onChange = useCallback(
    (data: Partial<AnswerFormData>) => {
      const text = data.content ?? '';
      if (text === content.current) return;
      content.current = text;
      saver.change(text);
    },
    [saver],
  );

  const reset = () => {
    saver.clear();
    content.current = '';
    setFormData({ question_id: questionId, content: '' });
    setShowRestored(false);
    setServerErrors(undefined);
  };

  const submit = async (data: AnswerFormData) => {
    setBusy(true);
    setServerErrors(undefined);
    try {
      const posted = await captcha.run('answer', (answerToCaptcha) => addAnswer(http, { question_id: questionId, content: data.content }, answerToCaptcha));
      reset();
      onPosted(posted.info);
    } catch (error) {
      // a closed captcha stops quietly; other refusals were reported by the kernel
      if (error instanceof ApiError && error.list.length > 0) setServerErrors(error.list);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {showRestored ? (
        <div className="alert alert-info d-flex flex-wrap align-items-center justify-content-between gap-2 py-2" role="status" data-testid="answer-draft-restored">
          <span>{t('form.draft_restored')}</span>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={reset}>
            {t('form.discard_draft')}
          </button>
        </div>
      ) : null}
      <AnswerEditorForm
        id="answer-form"
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        serverErrors={serverErrors}
        submitLabel={t('form.submit')}
        busy={busy}
        onChange={onChange}
        onSubmit={submit}
      />
      <UnsavedChangesPrompt when={() => Boolean(content.current.trim())} message={t('leave.text')} />
    </>
  );
}

export interface AnswerFormSectionProps {
  questionId: string;
  /** The viewer's own answer on the list, if there is one. */
  ownAnswer: AnswerInfo | undefined;
  /** The question takes no new answers (closed): the form gives way to a note saying so. */
  closed: boolean;
  onPosted: (answer: AnswerInfo) => void;
}

export const AnswerFormSection = observer(function AnswerFormSection({ questionId, ownAnswer, closed, onPosted }: AnswerFormSectionProps) {
  const { session, site } = useKernel();
  const t = useT();
  const location = useLocation();
  const restrict = (site.info.site_write as { restrict_answer?: boolean } | undefined)?.restrict_answer !== false;

  let body;
  if (closed) {
    body = (
      <p className="text-secondary mb-0" data-testid="answers-closed">
        {t('form.closed')}
      </p>
    );
  } else if (!session.isLoggedIn) {
    const remember = () => session.saveReturnPath(`${location.pathname}${location.search}`);
    body = (
      <p className="mb-0">
        <Link to="/users/login" onClick={remember} className="btn btn-primary">
          {t('form.login_to_answer')}
        </Link>
      </p>
    );
  } else if (!session.isActivated) {
    body = <p className="text-secondary mb-0">{t('form.activate_to_answer')}</p>;
  } else if (restrict && ownAnswer) {
    body = (
      <div className="alert alert-info mb-0" role="status" data-testid="already-answered">
        {t('form.already_answered')} <Link to={editAnswerPath(questionId, ownAnswer.id)}>{t('form.edit_your_answer')}</Link>
      </div>
    );
  } else {
    body = <NewAnswerForm key={questionId} questionId={questionId} onPosted={onPosted} />;
  }

  return (
    <section className="mt-4 pt-3 border-top" aria-labelledby="your-answer-title">
      <h2 id="your-answer-title" className="h5 mb-3">
        {t('form.title')}
      </h2>
      {body}
    </section>
  );
});
