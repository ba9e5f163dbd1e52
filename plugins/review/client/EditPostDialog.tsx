/**
 * "Edit post" on a flagged post: the moderator rewrites it (a question's title too) and the flag
 * is settled by the edit. Tags are kept as they are.
 */
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog, PostEditor, useCaptcha, useKernel, useT } from '@answer/sdk';
import { reviewFlag, type FlaggedPost } from './api';
import { dialogErrors, type DialogErrors } from './errors';

const FIELDS = ['title', 'content'];

export function EditPostDialog({ item, onDone, onClose }: { item: FlaggedPost; onDone: () => void; onClose: () => void }) {
  const { http } = useKernel();
  const t = useT();
  const captcha = useCaptcha();
  const formId = useId();
  const isQuestion = item.object_type === 'question';
  const [title, setTitle] = useState(item.title);
  const [content, setContent] = useState(item.original_text);
  const [errors, setErrors] = useState<DialogErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found: DialogErrors = {};
    if (isQuestion && !title.trim()) found.title = t('edit.title_required');
    if (!content.trim()) found.content = t('edit.content_required');
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const body = isQuestion
        ? { flag_id: item.flag_id, operation_type: 'edit_post' as const, title: title.trim(), content, tags: item.tags ?? [] }
        : { flag_id: item.flag_id, operation_type: 'edit_post' as const, content };
      await captcha.run('edit', (answer) => reviewFlag(http, body, answer));
      onDone();
    } catch (error) {
      setErrors(dialogErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog title={t('edit.title')} confirmLabel={t('edit.save')} busy={busy} form={formId} onClose={onClose}>
      <Form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {errors.general ? (
          <div className="alert alert-danger py-2" role="alert">
            {errors.general}
          </div>
        ) : null}
        {isQuestion ? (
          <Form.Group className="mb-3" controlId="review-edit-title">
            <Form.Label>{t('edit.title_label')}</Form.Label>
            <Form.Control value={title} isInvalid={!!errors.title} onChange={(event) => setTitle(event.target.value)} maxLength={150} />
            <Form.Control.Feedback type="invalid">{errors.title}</Form.Control.Feedback>
          </Form.Group>
        ) : null}
        <Form.Group controlId="review-edit-content">
          <Form.Label>{t('edit.content_label')}</Form.Label>
          <PostEditor value={content} onChange={setContent} ariaLabel={t('edit.content_label')} invalid={!!errors.content} />
          {errors.content ? <div className="invalid-feedback d-block">{errors.content}</div> : null}
        </Form.Group>
      </Form>
    </ConfirmDialog>
  );
}
