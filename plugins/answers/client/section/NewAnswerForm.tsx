/** The form for a new answer, with its draft kept while typing. */
import { useCallback, useRef, useState } from 'react';
import { ApiError, type FieldError, UnsavedChangesPrompt, useCaptcha, useKernel, useT } from '@answer/sdk';
import schema from '../../schemas/answer.json';
import uiSchema from '../../schemas/answer.ui.json';
import { addAnswer, type AnswerInfo } from '../answer-api';
import { AnswerEditorForm } from '../form/AnswerEditorForm';
import { useAnswerDraft } from '../form/useAnswerDraft';

interface AnswerFormData extends Record<string, unknown> {
  question_id: string;
  content: string;
}

export function NewAnswerForm({ questionId, onPosted }: { questionId: string; onPosted: (answer: AnswerInfo) => void }) {
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
