// How the host process is started, shared by `npm start` (scripts/start-host.mjs) and the
// benchmarks, so measured figures are those of a real start. Memory figures and the heap
// snapshot behind these choices: docs/performance.md, Memory.
//
// The host runs compiled (scripts/build-host.mjs, dist/host; ensure-ready.mjs builds it when it
// is missing or older than its sources): from the TypeScript sources, tsx's loader thread (a V8
// instance of its own) and the compiled texts it keeps cost a loaded host 25-50 MB. tsx is loaded
// only for a plugin in the data directory whose server entry is TypeScript (host/bundle/run.mjs).
//
// Settings:
// - MALLOC_ARENA_MAX=2: glibc gives each thread of the libuv pool its own malloc arena and keeps
//   what it freed. Ignored outside glibc, as is the next one.
// - MALLOC_MMAP_THRESHOLD_=131072: blocks of 128 KB and more are mapped and given back when freed.
//   By default glibc raises that threshold to the largest block freed so far, so after the first
//   password check (scrypt: 16 MB) every later one was carved from an arena that kept it.
// - --max-semi-space-size=1 (MB): V8's young generation grows to 3 x 16 MB under load by default;
//   1 MB semi-spaces mean more frequent, cheap scavenges (2 MB held 2 MB more at the same speed).
// - --no-sparkplug: V8's baseline compiler kept 4-5 MB of machine code for functions between the
//   interpreter and the optimizing compiler; without it the benchmarks' figures stayed within
//   their run-to-run spread.
// - --max-old-space-size=128 (MB): V8 sizes how far the heap may grow between collections by its
//   limit, which grows with the machine's memory (4 GB with 24 GB of RAM). A loaded host holds
//   40-50 MB of live objects; a plugin that keeps much more needs a higher limit.
export const HOST_BUILD = 'dist/host';
export const HOST_ENTRY = `${HOST_BUILD}/run.mjs`;
export const HOST_NODE_ARGS = ['--max-semi-space-size=1', '--no-sparkplug', '--max-old-space-size=128'];
export const HOST_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
