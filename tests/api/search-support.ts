/** Shared by the search tests: filling the index of posts written straight into the tables. */
import { expect } from 'vitest';
import type { Envelope, RunningHost } from './harness';

export const INDEX_PATH = '/answer/admin/api/search_db/index';

/** Starts the index rebuild as admin and waits for it to finish. */
export async function rebuildIndex(host: RunningHost, adminToken: string): Promise<void> {
  const started = await host.api<Envelope<{ status: string }>>('POST', `${INDEX_PATH}/rebuild`, { token: adminToken, body: {} });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const state = await host.api<Envelope<{ status: string; done: number; total: number }>>('GET', INDEX_PATH, { token: adminToken });
    expect(state.status).toBe(200);
    if (state.body.data.status === 'done') return;
    expect(state.body.data.status).toBe('running');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the index rebuild did not finish');
}
