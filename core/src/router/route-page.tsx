/**
 * A route's page code, loaded once and rendered without suspending. React.lazy under a Suspense
 * boundary sometimes never left its fallback on a page's first location when the chunk arrived
 * while the tree was re-rendering (plugins settling, the session being read): the page stayed a
 * spinner although its code had loaded. Here the page's own state re-renders it when the code
 * arrives, so nothing depends on Suspense retrying.
 */
import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { RegisteredContribution, RouteContribution } from '@answer/sdk';
import { withTimeout } from '../plugins/errors';
import { Spinner } from '../ui/Spinner';

/** A page's code that has not arrived by then counts as failed (spec section 9). */
export const CHUNK_TIMEOUT_MS = 120_000;

type PageCode = { status: 'loading'; arrival: Promise<void> } | { status: 'ready'; Page: ComponentType } | { status: 'failed'; error: unknown };

const pageCodes = new Map<string, PageCode>();

function pageCodeOf(contribution: RegisteredContribution<RouteContribution>): PageCode {
  const known = pageCodes.get(contribution.id);
  if (known) return known;
  const arrival = withTimeout(contribution.value.load(), CHUNK_TIMEOUT_MS, `The page of ${contribution.pluginId}`).then(
    (module) => {
      pageCodes.set(contribution.id, { status: 'ready', Page: module.default });
    },
    (error: unknown) => {
      pageCodes.set(contribution.id, { status: 'failed', error });
    },
  );
  const loading: PageCode = { status: 'loading', arrival };
  pageCodes.set(contribution.id, loading);
  return loading;
}

/** The contribution's page; a spinner while its code loads; a failed load thrown to the plugin's error boundary. */
export function RoutePage({ contribution }: { contribution: RegisteredContribution<RouteContribution> }) {
  const code = pageCodeOf(contribution);
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (code.status !== 'loading') return undefined;
    let mounted = true;
    void code.arrival.then(() => {
      if (mounted) setArrived((count) => count + 1);
    });
    return () => {
      mounted = false;
    };
  }, [code]);
  if (code.status === 'failed') throw code.error;
  if (code.status === 'loading') return <Spinner />;
  const { Page } = code;
  return <Page />;
}
