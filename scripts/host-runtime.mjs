// How the host process is started, shared by `npm start` (scripts/start-host.mjs) and the
// benchmarks, so measured figures are those of a real start.
//
// Memory (docs/performance.md): with Node's defaults a loaded host reached ~280 MB. Three settings
// bring it under 200 MB:
// - MALLOC_ARENA_MAX=2: glibc gives each thread of the libuv pool its own malloc arena and keeps
//   what it freed; scrypt (16 MB per password check) left up to ~70 MB resident after a few
//   concurrent logins. Two arenas keep that to a few MB. Ignored outside glibc.
// - --max-semi-space-size=4 (MB): V8's young generation grows to 3 x 16 MB under load by default;
//   4 MB semi-spaces mean more frequent, cheap scavenges (a few percent of throughput).
// - --max-old-space-size=512 (MB): V8 sizes how far the heap may grow between collections by its
//   limit, which grows with the machine's memory (4 GB with 24 GB of RAM): a members' list load
//   then took the host to 230-260 MB, with the limit at 512 to ~165 MB at the same throughput. A
//   loaded host holds ~60 MB of live objects; the limit leaves room for plugins that keep more.
export const HOST_ENTRY = 'host/src/main.ts';
export const HOST_NODE_ARGS = ['--max-semi-space-size=4', '--max-old-space-size=512', '--import', 'tsx'];
export const HOST_ENV = { MALLOC_ARENA_MAX: '2' };
