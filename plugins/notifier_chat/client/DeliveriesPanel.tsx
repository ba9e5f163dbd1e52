/**
 * Under the member's chat webhook settings: their recent deliveries (delivered, failed with the
 * reason, pending with the next try), kept up to date while the page is open, and a button that
 * sends a test message to the saved webhook.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, TimeAgo, useDateFormat, useKernel, useT, type UserSettingsPanelProps } from '@answer/sdk';
import { fetchDeliveries, sendTestMessage, type DeliveryItem, type DeliveryPage } from './api';

/** How often the list is read again while the page is visible. */
const POLL_MS = 5000;

const BADGE: Record<DeliveryItem['status'], string> = { delivered: 'text-bg-success', failed: 'text-bg-danger', pending: 'text-bg-secondary' };

function StatusCell({ item }: { item: DeliveryItem }) {
  const t = useT();
  const dates = useDateFormat();
  return (
    <td data-testid="delivery-status">
      <span className={`badge ${BADGE[item.status]}`}>{t(`panel.state.${item.status}`)}</span>
      {item.status === 'pending' && item.next_attempt_at > 0 && item.attempts > 0 && <span className="small text-secondary ms-2">{t('panel.next_try', { time: dates.dateTime(item.next_attempt_at) })}</span>}
      {item.error && <div className="small text-danger mt-1">{item.error}</div>}
      {item.attempts > 1 && <div className="small text-secondary">{t('panel.tries', { count: item.attempts })}</div>}
    </td>
  );
}

export function DeliveriesPanel({ values }: UserSettingsPanelProps) {
  const { http, notify } = useKernel();
  const t = useT();
  const [data, setData] = useState<DeliveryPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      fetchDeliveries(http, controller.signal).then(
        (loaded) => {
          setData(loaded);
          setFailed(false);
        },
        () => !controller.signal.aborted && setFailed(true),
      );
    void load();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, POLL_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
    // a save hands over new values: read the list again at once
  }, [http, values, reloads]);

  const sendTest = async () => {
    setSending(true);
    try {
      await sendTestMessage(http);
      notify.toast(t('panel.test_queued'), 'success');
      reload();
    } catch (error) {
      notify.toast(error instanceof ApiError ? error.message : String(error), 'danger');
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="mt-5" aria-labelledby="notifier-chat-deliveries">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id="notifier-chat-deliveries" className="h5 mb-0 me-auto">
          {t('panel.title')}
        </h2>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={reload}>
          {t('panel.refresh')}
        </button>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void sendTest()} disabled={sending || !values.webhook_url}>
          {t('panel.send_test')}
        </button>
      </div>
      <p className="text-secondary small">{t('panel.intro')}</p>
      {failed && <p className="text-danger">{t('panel.load_failed')}</p>}
      {data && data.list.length === 0 && <p className="text-secondary">{t('panel.empty')}</p>}
      {data && data.list.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm align-middle" data-testid="deliveries">
            <thead>
              <tr>
                <th scope="col">{t('panel.when')}</th>
                <th scope="col">{t('panel.what')}</th>
                <th scope="col">{t('panel.sent_to')}</th>
                <th scope="col">{t('panel.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((item) => (
                <tr key={item.id} data-testid="delivery">
                  <td className="text-nowrap">
                    <TimeAgo seconds={item.created_at} />
                  </td>
                  <td>
                    <span className="fw-semibold me-2">{t(`panel.kind.${item.kind}`)}</span>
                    {item.title}
                  </td>
                  <td className="text-nowrap">{item.target_host}</td>
                  <StatusCell item={item} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
