#!/usr/bin/env node
// `npm run dev`: the API with reload on :3000 and Vite's dev server (with a proxy to it) on :5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@volunteerly/api'], {
    stdio: 'inherit',
    env: { PORT: '3000', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@volunteerly/web'], { stdio: 'inherit' }),
];

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
