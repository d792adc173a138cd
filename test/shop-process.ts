import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The production build these tests start: the one `npm run build` writes (CI builds it before the database suite). */
export const BUILD_DIR = path.join(ROOT, 'build');

/**
 * Builds the shop as `npm start` does: only when the sources changed since the last build, so a
 * run after `npm run build` (CI) starts at once. Tests that start the real server call it first.
 */
export function ensureBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn('npx', ['tsx', 'scripts/build.ts', '--if-changed'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production', BUILD_DIR },
    });
    let errors = '';
    build.stderr!.on('data', (chunk) => (errors += chunk));
    build.once('error', reject);
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The build failed (exit code ${code}):\n${errors}`))));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ShopProcess {
  baseUrl: string;
  pid: number;
  /** Resolves with how the process ended (`SIGKILL`, `exit code 0`). */
  exited: Promise<string>;
  /** Whether it is still running. */
  running(): boolean;
  /** What it wrote to standard output and error (its log). */
  output(): string;
  /** Sends a signal to the process. */
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, SIGKILL after 10 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the production server as `npm run serve` does (`node build/start.js`: migrations, the
 * demo seed unless the database already has shop settings, then listening) on a free port of
 * 127.0.0.1 with `env` on top, and waits until GET /api/health answers 200.
 */
export async function startShop(options: { databaseUrl: string; dataDir?: string; env?: Record<string, string> }): Promise<ShopProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', path.join(BUILD_DIR, 'start.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'haat-shop-')),
      BUILD_DIR,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      SMTP_URL: '',
      ...options.env,
    },
  });
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  let ended: string | null = null;
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = signal ?? `exit code ${code}`;
      resolve(ended);
    }),
  );
  const shop: ShopProcess = {
    baseUrl,
    pid: child.pid!,
    exited,
    running: () => ended === null,
    output: () => log,
    signal: (signal) => {
      if (ended === null) child.kill(signal);
    },
    async stop() {
      shop.signal('SIGTERM');
      const timer = setTimeout(() => shop.signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (ended !== null) throw new Error(`The shop ended (${ended}) before it was ready:\n${log}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return shop;
    if (Date.now() > deadline) {
      await shop.stop();
      throw new Error(`The shop was not healthy within 120 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A customer registered through the shop's API: their bearer token and session cookies. */
export interface Customer {
  id: string;
  email: string;
  token: string;
  cookie: string;
}

export async function registerCustomer(baseUrl: string, name = 'Test Customer'): Promise<Customer> {
  const response = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: `customer-${randomUUID()}@example.com`, password: 'correct horse battery' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { _id: string; email: string; token: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { id: body._id, email: body.email, token: body.token, cookie };
}
