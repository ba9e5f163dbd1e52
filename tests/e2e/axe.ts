/**
 * Accessibility as a check: axe-core, the standard rules engine for WCAG checks, runs inside the
 * page, and a journey fails on any serious or critical violation with the rule, the elements it
 * found and how to fix them. Minor and moderate findings (best-practice advice) do not fail.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

export type Scheme = 'light' | 'dark';

const FAILING_IMPACTS = new Set(['serious', 'critical']);

let source: string | null = null;

function axeSource(): string {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

/**
 * Puts axe into the page once. A `<script>` tag with the source inline would be refused by the
 * page's Content-Security-Policy (only the site's own scripts run); evaluating the source through
 * the browser's debugging protocol is not subject to the policy, so the page runs under its real
 * headers while it is checked.
 */
async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axeSource());
}

/** The serious and critical violations axe finds in the page as it is now. */
export async function seriousViolations(page: Page): Promise<Result[]> {
  await injectAxe(page);
  const options: RunOptions = { resultTypes: ['violations'] };
  const results = await page.evaluate(
    (runOptions) => (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, runOptions),
    options,
  );
  return results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
}

/** One violation as a reader can act on it: rule, impact, help, and each element with what is wrong. */
export function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
    return `    ${node.target.join(' ')}${summary ? `: ${summary}` : ''}`;
  });
  return [`- ${violation.id} (${violation.impact}): ${violation.help}`, `    ${violation.helpUrl}`, ...nodes].join('\n');
}

/** Waits until no CSS transition or animation is running, so colours are measured as they end. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/**
 * Shows the page in `scheme` through the browser's colour-scheme preference, which the site
 * follows while the visitor has chosen no scheme of their own.
 */
async function showScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  try {
    await page.waitForFunction((wanted) => document.documentElement.getAttribute('data-bs-theme') === wanted, scheme, { timeout: 5_000 });
  } catch {
    throw new Error(`The page did not switch to the ${scheme} colour scheme: a scheme chosen by the visitor or the account overrides the browser's.`);
  }
}

/**
 * Fails with every serious or critical accessibility violation of the page, checked in each
 * colour scheme asked for (the current look when none), and leaves the page in the browser's
 * default scheme afterwards.
 */
export async function expectAccessible(page: Page, where: string, schemes: readonly Scheme[] = []): Promise<void> {
  const runs: { label: string; violations: Result[] }[] = [];
  try {
    for (const scheme of schemes.length > 0 ? schemes : [null]) {
      if (scheme) await showScheme(page, scheme);
      await settled(page);
      runs.push({ label: scheme ? `${where} (${scheme})` : where, violations: await seriousViolations(page) });
    }
  } finally {
    if (schemes.length > 0) await page.emulateMedia({ colorScheme: null });
  }
  const failed = runs.filter((run) => run.violations.length > 0);
  if (failed.length === 0) return;
  const report = failed.map((run) => `${run.label}:\n${run.violations.map(describeViolation).join('\n')}`);
  throw new Error(`Serious or critical accessibility violations:\n${report.join('\n\n')}`);
}
