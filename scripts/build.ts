import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { compressAssets } from './compress-assets.ts';

/**
 * The production build (`npm run build`; `npm start` runs it with --if-changed):
 * 1. React Router's client and server bundles (`react-router build`);
 * 2. the client assets compressed once, here, as .br and .gz beside each file;
 * 3. the server's boot (scripts/start.ts and everything of ours it imports) bundled into
 *    `<BUILD_DIR>/start.js` (and `start-chunks/` for what it imports on demand), so production
 *    runs plain JavaScript instead of compiling TypeScript at every start. Packages stay in
 *    node_modules (imported, not bundled).
 * With --if-changed nothing is done when the sources hash matches the last build's.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR ?? 'build');
const HASH_FILE = path.join(BUILD_DIR, '.sources-hash');
const SOURCES = [
  'src',
  'seed',
  'scripts',
  'drizzle',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
];

const hash = sourcesHash();
if (process.argv.includes('--if-changed') && existsSync(path.join(BUILD_DIR, 'start.js')) && readHash() === hash) {
  console.log(`Build is up to date (${path.relative(ROOT, BUILD_DIR)}).`);
  process.exit(0);
}

const started = Date.now();
const web = spawnSync('npx', ['react-router', 'build'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', BUILD_DIR },
});
if (web.status !== 0) process.exit(web.status ?? 1);
const compressed = await compressAssets(path.join(BUILD_DIR, 'client'));
rmSync(path.join(BUILD_DIR, 'start-chunks'), { recursive: true, force: true });
await build({
  entryPoints: { start: path.join(ROOT, 'scripts/start.ts') },
  outdir: BUILD_DIR,
  // A module imported on demand (the S3 store) is a file of its own, loaded with its packages
  // only when asked for: in one file, its packages' imports would be hoisted and load at start.
  splitting: true,
  chunkNames: 'start-chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: path.join(ROOT, 'tsconfig.json'),
  logLevel: 'warning',
});
writeFileSync(HASH_FILE, hash);
console.log(
  `Built ${path.relative(ROOT, BUILD_DIR)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s (${compressed} assets compressed).`,
);

function readHash() {
  return existsSync(HASH_FILE) ? readFileSync(HASH_FILE, 'utf8') : '';
}

/** A hash of every source file's path and content: tests and dot-folders count too (cheap, and never stale). */
function sourcesHash(): string {
  const digest = createHash('sha256');
  const visit = (file: string) => {
    const stats = statSync(file);
    if (stats.isDirectory()) {
      for (const name of readdirSync(file).sort())
        if (!name.startsWith('.') && name !== 'node_modules') visit(path.join(file, name));
    } else {
      digest.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  };
  for (const source of SOURCES) if (existsSync(path.join(ROOT, source))) visit(path.join(ROOT, source));
  digest.update(process.env.NODE_ENV ?? '');
  return digest.digest('hex');
}
