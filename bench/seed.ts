/**
 * Seeds a benchmark site and prints the time spent per table.
 *
 *   npm run bench:seed -- --db sqlite --questions 100000 --data-dir ./bench-data/100k
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isInstalled, seedCommunityWithFigures, type BenchDatabase } from './lib/seed';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    questions: { type: 'string', default: '10000' },
    'data-dir': { type: 'string' },
  },
});

const database = values.db as BenchDatabase;
if (!['sqlite', 'postgres', 'mysql'].includes(database)) throw new Error(`--db must be sqlite, postgres or mysql, not ${values.db}`);
const questions = Number(values.questions);
if (!Number.isInteger(questions) || questions < 1) throw new Error(`--questions must be a positive integer, not ${values.questions}`);
const dataDir = path.resolve(values['data-dir'] ?? path.join('bench-data', `${database}-${questions}`));
// a seeded directory is a finished install: seeding again on top would fail on the unique keys
if (isInstalled(dataDir)) throw new Error(`${dataDir} is already installed: pick another --data-dir or remove it`);

const figures = await seedCommunityWithFigures({ dataDir, database, questions, log: (line) => console.log(line) });

const pad = (text: string, width: number) => text.padStart(width);
console.log(`\nseeded ${questions} questions on ${database} into ${dataDir}`);
console.log(`${'table'.padEnd(16)}${pad('rows', 12)}${pad('seconds', 10)}${pad('rows/s', 12)}`);
for (const figure of figures.tables) {
  const rate = figure.ms > 0 ? Math.round((figure.rows / figure.ms) * 1000) : 0;
  console.log(`${figure.table.padEnd(16)}${pad(String(figure.rows), 12)}${pad((figure.ms / 1000).toFixed(2), 10)}${pad(String(rate), 12)}`);
}
const insertMs = figures.tables.reduce((sum, figure) => sum + figure.ms, 0);
console.log(`${'inserts'.padEnd(16)}${pad(String(figures.totalRows), 12)}${pad((insertMs / 1000).toFixed(2), 10)}${pad(String(Math.round((figures.totalRows / insertMs) * 1000)), 12)}`);
console.log(`install ${(figures.installMs / 1000).toFixed(1)} s, total ${(figures.totalMs / 1000).toFixed(1)} s (${Math.round((figures.totalRows / figures.totalMs) * 1000)} rows/s overall, generation included)`);
console.log(`members: ${figures.members.map((member) => member.email).join(', ')} (password ${figures.members[0]?.password ?? ''})`);
