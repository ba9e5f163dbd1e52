import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError, type FieldError, UnsavedChangesPrompt, useCaptcha, useKernel, useT } from '@answer/sdk';
import schema from '../../schemas/question.json';
import uiSchema from '../../schemas/question.ui.json';
import { isBlankDraft } from '../ask/draft';
import { questionFields, sameFields } from '../ask/form-values';
import { QuestionForm, type QuestionFormData } from '../ask/QuestionForm';
import { useQuestionDraft } from '../ask/useDraft';
import { AskTips } from '../ask/AskTips';
import { useQuestionPath } from '../links';
import { addQuestion, addQuestionWithAnswer } from '../question-api';
import { schemaWithAnswer, uiSchemaWithAnswer } from '../ask/with-answer';
import { siteWriteRules, withSiteMinimums } from '../ask/site-write';
import { TagRules } from '../ask/TagRules';

const blankForm = (): QuestionFormData => ({ title: '', content: '', tags: [] });

export default function AskQuestionPage() {
  const { http, router, site } = useKernel();
  const t = useT();
  const captcha = useCaptcha();
  const pathOf = useQuestionPath();
  const { restored, saver } = useQuestionDraft();

  const [formData, setFormData] = useState<QuestionFormData>(() =>
    restored ? { ...questionFields(restored), ...(restored.answer_content ? { answer_content: restored.answer_content } : {}) } : blankForm(),
  );
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [serverErrors, setServerErrors] = useState<FieldError[]>();
  const [busy, setBusy] = useState(false);
  const values = useRef(questionFields(formData));
  const posted = useRef(false);
  // "Answer your own question": the answer is part of the form and of the draft while it is on
  const [withAnswer, setWithAnswer] = useState(Boolean(restored?.answer_content));
  const answer = useRef(restored?.answer_content ?? '');
  const rules = siteWriteRules(site.info.site_write);
  const { minTags, minContent } = rules;
  const formSchema = useMemo(() => {
    const base = withSiteMinimums(schema, { minTags, minContent });
    return withAnswer ? schemaWithAnswer(base) : base;
  }, [withAnswer, minTags, minContent]);
  const formUiSchema = useMemo(() => (withAnswer ? uiSchemaWithAnswer(uiSchema) : uiSchema), [withAnswer]);

  const saveDraft = useCallback(() => {
    saver.schedule({ ...values.current, ...(answer.current ? { answer_content: answer.current } : {}) });
  }, [saver]);

  const onChange = useCallback(
    (data: Partial<QuestionFormData>) => {
      values.current = questionFields(data);
      if (typeof data.answer_content === 'string') answer.current = data.answer_content;
      saveDraft();
    },
    [saveDraft],
  );

  const toggleAnswer = (on: boolean) => {
    // the form is built again with or without the answer field: it keeps what was typed
    setFormData({ ...values.current, ...(on ? { answer_content: answer.current } : {}) });
    setWithAnswer(on);
  };

  const hasChanges = useCallback(
    () => !posted.current && !isBlankDraft(values.current) && !sameFields(values.current, questionFields(formData)),
    [formData],
  );

  const discardDraft = () => {
    saver.discard();
    const blank = blankForm();
    values.current = questionFields(blank);
    answer.current = '';
    setWithAnswer(false);
    setFormData(blank);
    setShowRestored(false);
    setServerErrors(undefined);
  };

  const submit = async (data: QuestionFormData) => {
    setBusy(true);
    setServerErrors(undefined);
    try {
      const answerContent = typeof data.answer_content === 'string' ? data.answer_content : '';
      const question = await captcha.run('question', (solved) =>
        withAnswer ? addQuestionWithAnswer(http, questionFields(data), answerContent, solved) : addQuestion(http, questionFields(data), solved),
      );
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
        <TagRules rules={rules} />
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
          schema={formSchema}
          uiSchema={formUiSchema}
          formData={formData}
          serverErrors={serverErrors}
          submitLabel={withAnswer ? t('ask_answer.submit') : t('ask.submit')}
          actions={
            <div className="form-check mb-0">
              <input className="form-check-input" type="checkbox" id="ask-with-answer" checked={withAnswer} onChange={(event) => toggleAnswer(event.target.checked)} disabled={busy} />
              <label className="form-check-label" htmlFor="ask-with-answer" title={t('ask_answer.help')}>
                {t('ask_answer.toggle')}
              </label>
            </div>
          }
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
