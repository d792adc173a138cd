import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestS3 } from '../test/s3.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The same build on the homeopathy demo catalogue. */
    homeopathyUrl: string;
    admin: { email: string; password: string };
    /** An admin of their own for the journey files named in ADMIN_JOURNEYS. */
    admins: Record<(typeof ADMIN_JOURNEYS)[number], { email: string; password: string }>;
  }
}

/** The journeys' admin, created as a shop owner would: `npm run admin:create` before the first start. */
const ADMIN = { email: 'owner@haat.test', password: 'e2e owner password', name: 'Shop Owner' };
/**
 * Journey files that sign an admin in often get an admin each: sign-ins are limited per account
 * (10 in 15 minutes), and one shared account would run out before the suite does.
 */
export const ADMIN_JOURNEYS = [
  'admin-merchandising',
  'admin-products',
  'admin-structure',
  'checkout',
  'content',
  'content-directory',
  'hostile',
  'search',
  'mobile-checkout',
  'bengali-words',
  'order-confirmation',
] as const;
const journeyAdmin = (journey: string) => ({
  email: `owner.${journey}@haat.test`,
  password: ADMIN.password,
  name: `Shop Owner (${journey})`,
});

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Builds the shop, starts it on a free port with a fresh PGlite database, stops it after. With
 * E2E_STORAGE=s3 the shop keeps its uploads in a bucket of a local S3-compatible server (s3rver).
 */
export default async function setup(project: TestProject) {
  // A build folder of this run's own (git-ignored, so Tailwind does not scan it).
  mkdirSync(path.join(ROOT, 'e2e/.output'), { recursive: true });
  const buildDir = mkdtempSync(path.join(ROOT, 'e2e/.output/build-'));
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (build.status !== 0) throw new Error('The build failed');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-e2e-'));
  const admin = spawnSync(
    'npx',
    ['tsx', 'scripts/admin-create.ts', '--email', ADMIN.email, '--password', ADMIN.password, '--name', ADMIN.name],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    },
  );
  if (admin.status !== 0) throw new Error('Creating the admin failed');
  for (const journey of ADMIN_JOURNEYS) {
    const { email, password, name } = journeyAdmin(journey);
    const made = spawnSync('npx', ['tsx', 'scripts/admin-create.ts', '--email', email, '--password', password, '--name', name], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    if (made.status !== 0) throw new Error(`Creating the admin for ${journey} failed`);
  }
  const s3 = process.env.E2E_STORAGE === 's3' ? await startTestS3() : undefined;
  // The homeopathy demo beside it, for the journeys that walk both demo catalogues.
  const homeopathyDir = mkdtempSync(path.join(tmpdir(), 'haat-e2e-homeopathy-'));
  const [shop, homeopathy] = await Promise.all([
    startShop(buildDir, dataDir, s3?.env ?? {}),
    startShop(buildDir, homeopathyDir, { SEED_CATALOG: 'homeopathy' }),
  ]);
  const baseUrl = shop.baseUrl;
  project.provide('baseUrl', baseUrl);
  project.provide('homeopathyUrl', homeopathy.baseUrl);
  project.provide('admin', { email: ADMIN.email, password: ADMIN.password });
  project.provide(
    'admins',
    Object.fromEntries(
      ADMIN_JOURNEYS.map((journey) => [journey, { email: journeyAdmin(journey).email, password: ADMIN.password }]),
    ) as Record<(typeof ADMIN_JOURNEYS)[number], { email: string; password: string }>,
  );

  return async () => {
    await Promise.all([stop(shop.server), stop(homeopathy.server)]);
    await s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(homeopathyDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  };
}

/** The built shop on a free port with the database in `dataDir`, as `npm run serve` runs it: the bundled boot, plain JavaScript. */
async function startShop(buildDir: string, dataDir: string, env: Record<string, string>): Promise<{ server: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const server = spawn('node', ['--enable-source-maps', path.join(buildDir, 'start.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  return { server, baseUrl };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The shop exited with code ${server.exitCode} before it was ready`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The shop did not become healthy within 120 s');
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null || !server.pid) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  const timer = setTimeout(() => server.pid && process.kill(-server.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
