import { useSearchParams } from 'react-router-dom';
import { useT } from '@answer/sdk';
import { connectorErrorKey } from './connectors';

/** Why a log-in through a provider came back without logging in (`?connector_error=`), in the reader's words. */
export function ConnectorErrorAlert() {
  const t = useT();
  const [params] = useSearchParams();
  const key = connectorErrorKey(params.get('connector_error'));
  if (!key) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {t(key)}
    </div>
  );
}
