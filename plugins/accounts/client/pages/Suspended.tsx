import { useT } from '@answer/sdk';

export default function SuspendedPage() {
  const t = useT();
  return (
    <div className="row justify-content-center py-5">
      <div className="col-12 col-md-8 col-lg-6 text-center">
        <h1 className="h3 mb-3">{t('suspended.title')}</h1>
        <p className="text-secondary mb-0">{t('suspended.text')}</p>
      </div>
    </div>
  );
}
