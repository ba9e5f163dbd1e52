/**
 * Smoke run of bench/web.ts so the kit keeps working: one cold load of each page without CPU
 * throttling. Figures are printed, never judged: only their shape is checked, plus the one rule
 * that is not a time, that a guest reading a question does not fetch the editor.
 */
import { describe, expect, it } from 'vitest';
import { formatReport, runWebBench } from '../../bench/web';

describe('bench:web smoke run', () => {
  it('reports bytes, requests and paints for the home and question pages', async () => {
    const report = await runWebBench({ cpuThrottle: 1, runs: 1 });
    console.log(formatReport(report));
    expect(report.pages.map((page) => page.page)).toEqual(['home', 'question']);
    for (const page of report.pages) {
      for (const field of ['requests', 'jsFiles', 'jsTransferBytes', 'jsGzipBytes', 'cssFiles', 'cssTransferBytes', 'cssGzipBytes', 'totalTransferBytes', 'fcpMs', 'lcpMs'] as const) {
        expect(typeof page[field], `${page.page} ${field}`).toBe('number');
        expect(page[field], `${page.page} ${field}`).toBeGreaterThan(0);
      }
      // Sent as they are, bodies travel bigger than gzipped; a host sending brotli may send less than gzip.
      if (page.compression.every((encoding) => encoding === 'none')) expect(page.jsGzipBytes).toBeLessThanOrEqual(page.jsTransferBytes);
      expect(page.chunks.length).toBe(page.jsFiles + page.cssFiles);
    }
    const question = report.pages.find((page) => page.page === 'question');
    expect(question?.editorChunks).toEqual([]);
  });
});
