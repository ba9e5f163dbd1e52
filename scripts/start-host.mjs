#!/usr/bin/env node
// `npm start` after the readiness step: runs the host with the settings of host-runtime.mjs (a
// glibc variable has to be in the environment before the process starts, hence a child process).
// Settings already in the environment win.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST_ENTRY, HOST_ENV, HOST_NODE_ARGS } from './host-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(process.execPath, [...HOST_NODE_ARGS, HOST_ENTRY, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...HOST_ENV, ...process.env },
});
// Ctrl-C reaches the whole process group, the host included; a process manager's SIGTERM or a
// closed terminal's SIGHUP reaches only this process, and becomes the host's graceful SIGTERM.
process.on('SIGINT', () => {});
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
