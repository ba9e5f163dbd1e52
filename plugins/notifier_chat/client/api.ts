/** The plugin's member calls. */
import { API_BASE, type HttpClient } from '@answer/sdk';
import type { DeliveryItem } from '../server/deliveries';

export type { DeliveryItem };

export interface DeliveryPage {
  count: number;
  list: DeliveryItem[];
}

const PLUGIN_API = `${API_BASE}/plugins/notifier_chat`;

// polls and tries report their own failures in the panel: no toast, no error page
const quiet = { passingError: true, ignore50x: true } as const;

export const fetchDeliveries = (http: HttpClient, signal?: AbortSignal) => http.get<DeliveryPage>(`${PLUGIN_API}/deliveries`, { ...quiet, query: { page_size: 20 }, signal });

export const sendTestMessage = (http: HttpClient) => http.post<null>(`${PLUGIN_API}/test`, {}, quiet);
