// npm start: build what is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const newest = (dir) => {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
};
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

const sources = Math.max(...['packages/domain/src', 'packages/contracts/src'].map((d) => newest(path.join(root, d))));
const targets = [
  { name: 'web', built: path.join(root, 'apps/web/dist/index.html'), src: ['apps/web/src', 'apps/web/index.html'] },
  { name: 'server', built: path.join(root, 'apps/server/dist/main.js'), src: ['apps/server/src'] },
];
for (const t of targets) {
  const src = Math.max(
    sources,
    ...t.src.map((s) => {
      const p = path.join(root, s);
      return fs.statSync(p).isDirectory() ? newest(p) : mtime(p);
    }),
  );
  if (mtime(t.built) >= src) continue;
  console.log(`building ${t.name}…`);
  const r = spawnSync('npm', ['run', 'build', '-w', `apps/${t.name}`], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  // Development mode unless NODE_ENV says otherwise: one-time codes are readable at /dev/outbox.
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
