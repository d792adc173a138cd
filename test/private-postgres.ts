import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './shop-process.ts';

const run = promisify(execFile);

/** The newest installed PostgreSQL's programs (Debian keeps them out of the PATH). */
function serverBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin/pg_ctl'))) : [];
  if (versions.length === 0) throw new Error(`No PostgreSQL server programs under ${root} (apt-get install postgresql)`);
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:PORT/haat */
  url: string;
  start(): Promise<void>;
  /** Stops it (fast: open connections are ended) and waits until it is down. */
  stop(): Promise<void>;
  /** Stops and starts it (fast), as an administrator restarting the database server would. */
  restart(): Promise<void>;
  /** Stops it and deletes its files. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own (initdb and pg_ctl into a temporary folder, on a free
 * port of 127.0.0.1), so a test may stop and restart it without touching the machine's shared
 * server. As root it runs as the `postgres` user (PostgreSQL refuses root). Has a database `haat`.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBinaries();
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const as = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], { cwd: dir }) : run(path.join(bin, program), args, { cwd: dir });
  const port = await freePort();
  await as('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) => as('pg_ctl', ['-D', data, '-w', '-t', '60', ...args]);
  const start = async () => {
    await pgCtl('-o', options, '-l', path.join(dir, 'log'), 'start');
  };
  const stop = async () => {
    await pgCtl('-m', 'fast', 'stop');
  };
  await start();
  await as('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'haat']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/haat`,
    start,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    remove: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
