import { Link } from 'react-router-dom';
import { useT } from '@answer/sdk';
import { AuthCard } from '../AuthCard';

export default function ActivationSuccessPage() {
  const t = useT();
  return (
    <AuthCard title={t('activation.success_title')}>
      <p className="text-center">{t('activation.success_text')}</p>
      <p className="text-center mb-0">
        <Link className="btn btn-primary" to="/">
          {t('activation.go_home')}
        </Link>
      </p>
    </AuthCard>
  );
}
