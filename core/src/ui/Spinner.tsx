import { useKernelT } from '../internals';
import { LoadingMark } from './still-loading';

/** A page still loading; `role="status"` with a translated label so assistive technology hears it. */
export function Spinner() {
  const t = useKernelT();
  return (
    <div className="d-flex justify-content-center py-5" data-kernel-page="loading">
      <div className="spinner-border text-secondary" role="status">
        <span className="visually-hidden">{t('loading')}</span>
      </div>
      <LoadingMark />
    </div>
  );
}
