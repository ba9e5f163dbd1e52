/**
 * How the host imports a plugin's server entry. From the sources (tsx) that is Node's `import()`
 * of the entry's file. The compiled host (scripts/build-host.mjs) holds every built-in plugin's
 * entry as a module of its own and replaces the importer before the host starts: the host still
 * finds plugins by their folders and names each entry by its source path, and the compiled host's
 * runner (host/bundle/run.mjs) maps that path to the compiled module, and prepares what a plugin
 * from the data directory needs (the sdk's compiled copy, TypeScript) only when there is one.
 */
export type EntryImporter = (url: string) => Promise<unknown>;

let importer: EntryImporter = (url) => import(url);

export function setEntryImporter(next: EntryImporter): void {
  importer = next;
}

export function importEntry(url: string): Promise<unknown> {
  return importer(url);
}
