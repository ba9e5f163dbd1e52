/**
 * A local chat server for the notifier tests: an HTTP server on 127.0.0.1 that records every post
 * and answers by the path's first segment: `/ok/...` 200 "ok" (as Slack does), `/fail/...` 500,
 * `/hang/...` never (the connection stays open until the server closes).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPost {
  path: string;
  contentType: string;
  body: unknown;
  /** The post's connection closed before an answer (a hanging path the sender gave up on). */
  abandoned: boolean;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>` */
  url: string;
  posts: ReceivedPost[];
  /** The posts to `path` so far. */
  to(path: string): ReceivedPost[];
  /** Waits (up to `ms`) until `path` received `count` posts; answers them. */
  waitFor(path: string, count?: number, ms?: number): Promise<ReceivedPost[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const posts: ReceivedPost[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      const post: ReceivedPost = { path: request.url ?? '', contentType: String(request.headers['content-type'] ?? ''), body, abandoned: false };
      posts.push(post);
      const mode = (request.url ?? '').split('/')[1];
      if (mode === 'hang') {
        hanging.add(response);
        response.on('close', () => {
          if (!response.writableEnded) post.abandoned = true;
          hanging.delete(response);
        });
        return;
      }
      response.writeHead(mode === 'fail' ? 500 : 200, { 'content-type': 'text/plain' });
      response.end(mode === 'fail' ? 'internal_error' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const to = (path: string) => posts.filter((post) => post.path === path);
  return {
    url,
    posts,
    to,
    async waitFor(path, count = 1, ms = 15_000) {
      const deadline = Date.now() + ms;
      while (to(path).length < count) {
        if (Date.now() > deadline) throw new Error(`${path} received ${to(path).length} of ${count} posts: ${JSON.stringify(posts.map((post) => post.path))}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return to(path);
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
