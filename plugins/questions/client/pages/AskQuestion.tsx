import { useCallback, useRef, useState } from 'react';
import { ApiError, type FieldError, UnsavedChangesPrompt, useCaptcha, useKernel, useT } from '@answer/sdk';
import schema from '../../schemas/question.json';
import uiSchema from '../../schemas/question.ui.json';
import { isBlankDraft } from '../ask/draft';
import { questionFields, sameFields } from '../ask/form-values';
import { QuestionForm, type QuestionFormData } from '../ask/QuestionForm';
import { useQuestionDraft } from '../ask/useDraft';
import { AskTips } from '../ask/AskTips';
import { useQuestionPath } from '../links';
import { addQuestion } from '../question-api';

const blankForm = (): QuestionFormData => ({ title: '', content: '', tags: [] });

export default function AskQuestionPage() {
  const { http, router } = useKernel();
  const t = useT();
  const captcha = useCaptcha();
  const pathOf = useQuestionPath();
  const { restored, saver } = useQuestionDraft();

  const [formData, setFormData] = useState<QuestionFormData>(() => (restored ? { ...questionFields(restored) } : blankForm()));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [serverErrors, setServerErrors] = useState<FieldError[]>();
  const [busy, setBusy] = useState(false);
  const values = useRef(questionFields(formData));
  const posted = useRef(false);

  const onChange = useCallback(
    (data: Partial<QuestionFormData>) => {
      values.current = questionFields(data);
      // an answer written with the question in another UI stays in the draft
      saver.schedule({ ...values.current, ...(restored?.answer_content ? { answer_content: restored.answer_content } : {}) });
    },
    [saver, restored],
  );

  const hasChanges = useCallback(
    () => !posted.current && !isBlankDraft(values.current) && !sameFields(values.current, questionFields(formData)),
    [formData],
  );

  const discardDraft = () => {
    saver.discard();
    const blank = blankForm();
    values.current = questionFields(blank);
    setFormData(blank);
    setShowRestored(false);
    setServerErrors(undefined);
  };

  const submit = async (data: QuestionFormData) => {
    setBusy(true);
    setServerErrors(undefined);
    try {
      const question = await captcha.run('question', (answer) => addQuestion(http, questionFields(data), answer));
      posted.current = true;
      saver.discard();
      router.navigate(pathOf(question));
    } catch (error) {
      // a closed captcha stops quietly; toasts and dialogs were shown by the kernel
      if (error instanceof ApiError && error.list.length > 0) setServerErrors(error.list);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="row g-4">
      <div className="col-lg-9">
        <h1 className="h3 mb-3">{t('ask.title')}</h1>
        {showRestored ? (
          <div className="alert alert-info d-flex flex-wrap align-items-center justify-content-between gap-2 py-2" role="status" data-testid="draft-restored">
            <span>{t('ask.draft_restored')}</span>
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={discardDraft}>
              {t('ask.discard_draft')}
            </button>
          </div>
        ) : null}
        <QuestionForm
          id="ask-form"
          schema={schema}
          uiSchema={uiSchema}
          formData={formData}
          serverErrors={serverErrors}
          submitLabel={t('ask.submit')}
          busy={busy}
          onChange={onChange}
          onSubmit={submit}
        />
        <UnsavedChangesPrompt when={hasChanges} message={t('unsaved.ask')} />
      </div>
      <div className="col-lg-3">
        <AskTips />
      </div>
    </div>
  );
}
