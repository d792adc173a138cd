import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/.bin');

/**
 * Runs a command to completion with a time limit; output goes to the terminal.
 * Resolves on exit code 0, rejects otherwise (or when the time limit passes, after killing it).
 */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
  options: { system?: boolean } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    // A project tool from node_modules/.bin, or with `system` a command from the PATH.
    const child = spawn(options.system ? command : path.join(BIN, command), args, {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${command} ${args.join(' ')} took longer than ${Math.round(timeoutMs / 1000)} s: stopped`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * Runs the production build (`scripts/build.ts`, which skips itself when the sources did not
 * change since the last build; `force` builds anyway), so the benchmark measures the current code.
 */
export async function ensureBuild(force: boolean, log: (line: string) => void) {
  log(force ? 'Building (asked to, --rebuild)...' : 'Building if the sources changed...');
  await run(
    'tsx',
    ['scripts/build.ts', ...(force ? [] : ['--if-changed'])],
    { ...process.env, NODE_ENV: 'production' },
    10 * 60_000,
  );
}

/** A port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ShopServer {
  baseUrl: string;
  logFile: string;
  /** Null while running, else how it ended (`exit code 1`, `SIGKILL`). */
  exited(): string | null;
  stop(): Promise<void>;
  /** Last resort from a synchronous `exit` handler. */
  killNow(): void;
}

/**
 * Starts the production server as `npm run serve` does (`node build/start.js`) on a free port
 * of 127.0.0.1 in its own process group, pinned to `cpu` when given (`taskset -c`), and waits
 * until GET /api/health answers 200.
 */
export async function startServer(options: {
  databaseUrl: string;
  dataDir: string;
  logFile: string;
  catalog: string;
  logLevel: string;
  /** Pin the server to this CPU (the peers' conditions), or run it unpinned. */
  cpu?: number;
  /** Called as soon as the process exists, so the caller can stop it on Ctrl-C during start-up. */
  onSpawn: (server: ShopServer) => void;
}): Promise<ShopServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const out = createWriteStream(options.logFile);
  const node = [process.execPath, '--enable-source-maps', 'build/start.js'];
  const [command, ...args] = options.cpu === undefined ? node : ['taskset', '-c', String(options.cpu), ...node];
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    detached: true, // own process group: stopped as a whole
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: options.logLevel,
      SEED_CATALOG: options.catalog,
    },
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const state: { exited: string | null } = { exited: null };
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      state.exited = signal ?? `exit code ${code}`;
      resolve();
    });
  });

  const signalGroup = (signal: NodeJS.Signals) => {
    if (state.exited !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const server: ShopServer = {
    baseUrl,
    logFile: options.logFile,
    exited: () => state.exited,
    async stop() {
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
      await exitPromise;
      clearTimeout(timer);
      out.end();
    },
    killNow() {
      signalGroup('SIGKILL');
    },
  };

  options.onSpawn(server);

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (state.exited !== null) {
      await new Promise((resolve) => out.end(resolve));
      throw new Error(`the server exited during start-up (${state.exited}). Its output:\n${tail(options.logFile)}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`the server did not answer GET /api/health within 90 s. Its output:\n${tail(options.logFile)}`);
}

export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}
