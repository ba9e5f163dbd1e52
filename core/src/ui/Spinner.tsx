import { useKernelT } from '../internals';

export function Spinner() {
  const t = useKernelT();
  return (
    <div className="d-flex justify-content-center py-5">
      <div className="spinner-border text-secondary" role="status">
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    </div>
  );
}
