/**
 * Which texts the site has published, so the footer links only to pages with something to read.
 * Loaded once at start; the admin page and the pages themselves correct it when they learn more.
 */
import { observable, runInAction } from 'mobx';
import type { HttpClient } from '@answer/sdk';
import { getLegalText, type LegalKind } from './api';

const published = observable({ tos: false, privacy: false });

/** Observable: the footer re-renders when it changes. */
export function isPublished(kind: LegalKind): boolean {
  return published[kind];
}

export function setPublished(kind: LegalKind, text: string): void {
  runInAction(() => {
    published[kind] = text.trim() !== '';
  });
}

export async function loadPublished(http: HttpClient): Promise<void> {
  await Promise.all(
    (['tos', 'privacy'] as const).map(async (kind) => {
      try {
        setPublished(kind, (await getLegalText(http, kind, { passingError: true })).original);
      } catch {
        // no link is better than one to a page that cannot load; nobody asked for this request
      }
    }),
  );
}
