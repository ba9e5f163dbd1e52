/** The shapes the seeding modules and the benchmarks share. */
import type { Kysely } from 'kysely';

export type BenchDatabase = 'sqlite' | 'postgres' | 'mysql';

export interface SeedOptions {
  dataDir: string;
  database: BenchDatabase;
  questions: number;
  log?: (line: string) => void;
}

export interface SeededSite {
  /** Ready for the host: config written, installed. */
  dataDir: string;
  /** A few members who can log in (passwords real). */
  members: { email: string; password: string }[];
  /** A sample (≤ 200) of visible question ids. */
  questionIds: string[];
  /** A sample of tag slugs (popular first). */
  tagSlugs: string[];
}

/** Rows written and time spent per table, for the CLI's figures. */
export interface TableFigure {
  table: string;
  rows: number;
  ms: number;
}

export interface SeedFigures extends SeededSite {
  installMs: number;
  tables: TableFigure[];
  totalMs: number;
  totalRows: number;
}

export const BENCH_ADMIN = { name: 'admin', email: 'admin@example.com', password: 'admin-password-1' } as const;

export type Row = Record<string, string | number | null>;
export type BenchDb = Kysely<Record<string, Row>>;
