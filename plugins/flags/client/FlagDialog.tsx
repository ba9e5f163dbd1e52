/**
 * The flag dialog: the reasons of the kind of thing flagged, a box for words when the chosen
 * reason asks for them, the captcha when the site's policy asks, then a thank-you toast. Mistakes
 * show under the field they concern, the server's as well as the dialog's own.
 */
import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ApiError, CaptchaCancelled, LazyModal, ReasonChoice, useCaptcha, useKernel, useT } from '@answer/sdk';
import { fetchFlagReasons, sendFlag, type FlagObjectType } from './api';
import { flagDraftErrors, reportBody, type FlagField, type FlagReason } from './flag-rules';

export interface FlagDialogProps {
  objectId: string;
  objectType: FlagObjectType;
  onClose: () => void;
}

type Errors = Partial<Record<FlagField | 'general', string>>;

const FIELDS: readonly string[] = ['report_type', 'content'];

/** The server's refusal as the dialog shows it: on its field, or above the reasons. */
function serverErrors(error: ApiError): Errors {
  if (error.list.length === 0) return { general: error.message };
  const errors: Errors = {};
  for (const item of error.list) {
    const field = FIELDS.includes(item.error_field) ? (item.error_field as FlagField) : 'general';
    errors[field] ??= item.error_msg;
  }
  return errors;
}

export function FlagDialog({ objectId, objectType, onClose }: FlagDialogProps) {
  const { http, notify, site } = useKernel();
  const t = useT();
  const captcha = useCaptcha();
  const titleId = useId();
  const [reasons, setReasons] = useState<FlagReason[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  // each reason keeps its own words: a duplicate's link never goes out with another reason
  const [words, setWords] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchFlagReasons(http, objectType, controller.signal).then(setReasons, () => {
      // the kernel reported the failure
    });
    return () => controller.abort();
  }, [http, objectType]);

  const content = chosen === null ? '' : (words[chosen] ?? '');
  const draft = { reasonType: chosen, content };

  const submit = async () => {
    const origins = [window.location.origin, site.info.general?.site_url ?? ''].filter(Boolean);
    const found = flagDraftErrors(draft, reasons ?? [], origins);
    if (Object.keys(found).length > 0) {
      setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await captcha.run('report', (answer) => sendFlag(http, reportBody(objectId, draft, reasons ?? []), answer));
      notify.toast(t('flag.thanks'), 'warning');
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors(serverErrors(error));
      else if (!(error instanceof CaptchaCancelled) && error instanceof Error) setErrors({ general: error.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <LazyModal show onHide={busy ? undefined : onClose} centered backdrop={busy ? 'static' : true} aria-labelledby={titleId}>
      <LazyModal.Header closeButton={!busy} closeLabel={t('flag.cancel')}>
        <LazyModal.Title as="h2" className="h5" id={titleId}>
          {t(objectType === 'user' ? 'flag.title_user' : 'flag.title')}
        </LazyModal.Title>
      </LazyModal.Header>
      <LazyModal.Body>
        {errors.general ? (
          <div className="alert alert-danger py-2" role="alert">
            {errors.general}
          </div>
        ) : null}
        <ReasonChoice
          idPrefix="flag-reason"
          wordsId="flag-content"
          legend={t('flag.lead')}
          reasons={reasons}
          loadingLabel={t('flag.loading')}
          emptyText={t('flag.no_reasons')}
          chosen={chosen}
          onChoose={(type) => {
            setChosen(type);
            setErrors({});
          }}
          words={content}
          onWords={(text) => {
            if (chosen === null) return;
            setWords((current) => ({ ...current, [chosen]: text }));
            setErrors((current) => ({ ...current, content: undefined }));
          }}
          reasonError={errors.report_type}
          wordsError={errors.content}
        />
      </LazyModal.Body>
      <LazyModal.Footer>
        <Button variant="link" onClick={onClose} disabled={busy}>
          {t('flag.cancel')}
        </Button>
        <Button variant="primary" onClick={() => void submit()} disabled={busy || !reasons?.length} data-testid="flag-submit">
          {t('flag.submit')}
        </Button>
      </LazyModal.Footer>
    </LazyModal>
  );
}
