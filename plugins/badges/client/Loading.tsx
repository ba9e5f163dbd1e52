import { useT } from '@answer/sdk';

/** A page's content, or a part of it, while it loads. */
export function Loading() {
  const t = useT();
  return (
    <div className="py-5 text-center text-secondary" role="status">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {t('common.loading')}
    </div>
  );
}
