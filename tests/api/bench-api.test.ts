/**
 * Smoke run of bench/api so the kit keeps working: a tiny SQLite site, one-second runs on two
 * connections. It checks the report's shape, never a speed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatReport, runApiBench } from '../../bench/api';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'answer-bench-api-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('bench/api', () => {
  it('reports every endpoint against the ceiling', async () => {
    const report = await runApiBench({ dataDir, database: 'sqlite', questions: 100, durationSeconds: 1, connections: 2, mixedSeconds: 2, mixedMembers: 5 });

    expect(report.ceiling.requestsPerSec).toBeGreaterThan(0);
    expect(report.captchaDisabled).toBe(true);
    expect(report.rows.map((row) => row.name)).toEqual([
      'list newest',
      'list hot',
      'list newest, members',
      'question page, members',
      'question page',
      'profile, members',
      'profile',
      'question page HTML',
      'question page HTML, member',
      'tag list',
      'search',
      'notification status',
      'write: answer',
      'write: vote up',
    ]);
    for (const row of report.rows) {
      expect(row.served, `${row.name}: ${row.note}`).toBe(true);
      expect(row.result, row.name).not.toBeNull();
      const result = row.result!;
      for (const figure of [result.requestsPerSec, result.p50Ms, result.p99Ms, result.non2xx, result.errors, row.peakRssMb, row.ceilingRatio]) {
        expect(Number.isFinite(figure), row.name).toBe(true);
      }
      expect(result.total, row.name).toBeGreaterThan(0);
      expect(row.ceilingRatio, row.name).toBeGreaterThan(0);
      // the host's CPU per answer, read from /proc on Linux, where the bench runs
      expect(row.cpuMicrosPerRequest, row.name).toBeGreaterThan(0);
    }
    expect(report.ceilingCpuMicros).toBeGreaterThan(0);
    // reads on a healthy site answer 2xx; writes may be refused (rate limits, own posts) and say why
    for (const name of ['list newest', 'list hot', 'list newest, members', 'question page, members', 'question page', 'profile, members', 'profile', 'question page HTML', 'question page HTML, member', 'tag list', 'search', 'notification status']) {
      const row = report.rows.find((candidate) => candidate.name === name);
      expect(row?.result?.non2xx, name).toBe(0);
    }
    // the members' mixed load: reads answer 2xx, refused writes say why; its figures read against the ceiling
    const mixed = report.mixed;
    expect(mixed?.members).toBe(5);
    expect(mixed?.result?.total).toBeGreaterThan(0);
    expect(mixed?.result?.errors).toBe(0);
    expect(Number.isFinite(mixed?.result?.maxMs)).toBe(true);
    expect(mixed?.ceilingRatio).toBeGreaterThan(0);
    expect(mixed?.result?.non2xx).toBe(Object.values(mixed?.result?.reasons ?? {}).reduce((sum, count) => sum + count, 0));
    expect(formatReport(report)).toContain('x ceiling');
    expect(formatReport(report)).toContain('CPU us/req');
    expect(formatReport(report)).toMatch(/mixed load, 2 s: .*\n.*over 1 s: \d+/);
  });
});
