/**
 * Drops of the copied PostgreSQL and MariaDB databases, off the test files' path. A `DROP
 * DATABASE` waits for a checkpoint on PostgreSQL (seconds while other files write) and deletes
 * every table's files on MariaDB, all of it time a file would spend after its last test. So a file
 * that is done with its copy leaves a note in the run's templates folder instead, and the run's own
 * process (global-setup.ts) drops the noted databases one at a time while other files run, and
 * whatever is left when the run ends.
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverDatabase } from './databases';

interface DropNote {
  kind: 'postgres' | 'mysql';
  name: string;
}

const POLL_MS = 250;
const notesDir = (dir: string) => path.join(dir, 'drops');

/** Leaves the drop of database `name` to the run's process. */
export function handOverDrop(dir: string, note: DropNote): void {
  mkdirSync(notesDir(dir), { recursive: true });
  const file = path.join(notesDir(dir), `${note.name}.json`);
  // written whole, then renamed: the dropper never reads half a note
  writeFileSync(`${file}.tmp`, JSON.stringify(note));
  renameSync(`${file}.tmp`, file);
}

/** Drops every noted database once; a failed drop keeps its note for the next pass. */
async function dropNoted(dir: string): Promise<string[]> {
  let files: string[];
  try {
    files = readdirSync(notesDir(dir)).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  const failures: string[] = [];
  for (const file of files) {
    const notePath = path.join(notesDir(dir), file);
    try {
      const note = JSON.parse(readFileSync(notePath, 'utf8')) as DropNote;
      await serverDatabase(note.kind, note.name).drop();
      rmSync(notePath, { force: true });
    } catch (error) {
      failures.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return failures;
}

interface Dropper {
  timer: ReturnType<typeof setInterval>;
  /** The pass under way, if any. */
  pass: Promise<unknown> | null;
}

const droppers = new Map<string, Dropper>();

/** Starts dropping the databases noted in `dir` as the notes arrive (in the run's process). */
export function startDropper(dir: string): void {
  if (droppers.has(dir)) return;
  const dropper: Dropper = {
    pass: null,
    timer: setInterval(() => {
      dropper.pass ??= dropNoted(dir).finally(() => {
        dropper.pass = null;
      });
    }, POLL_MS),
  };
  dropper.timer.unref();
  droppers.set(dir, dropper);
}

/** Stops the dropper of `dir` (if any) and drops every database still noted there. */
export async function drainDrops(dir: string): Promise<void> {
  const dropper = droppers.get(dir);
  if (dropper) {
    clearInterval(dropper.timer);
    droppers.delete(dir);
    await dropper.pass?.catch(() => undefined);
  }
  const failures = await dropNoted(dir);
  if (failures.length > 0) console.warn(`could not drop test databases:\n${failures.join('\n')}`);
}
