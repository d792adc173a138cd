import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '~/modules/schema.ts';
import type { Db } from '~/platform/db/index.ts';
import { summarize, type LatencySummary } from './stats.ts';

/** One SQL statement as the service sent it. */
export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The statements of one service call, in the order it issues them. Statements of the same
 * group were in flight together (the service awaits them with Promise.all); groups run one
 * after the other.
 */
export type StatementPlan = Statement[][];

/**
 * Runs `call` once against a drizzle node-postgres handle built like openDatabase builds it
 * (same schema), with a logger that records every statement's text and parameters. The pool's
 * `query` is wrapped only to see which statements overlap in time, to rebuild the groups.
 */
export async function captureStatements(databaseUrl: string, call: (db: Db) => Promise<unknown>): Promise<StatementPlan> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const logged: Statement[] = [];
  const spans: { text: string; start: number; end: number }[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    const config = args[0] as { text?: string } | string;
    const span = { text: typeof config === 'string' ? config : (config.text ?? ''), start: performance.now(), end: Infinity };
    spans.push(span);
    const result = query(...args);
    void result.then(
      () => (span.end = performance.now()),
      () => (span.end = performance.now()),
    );
    return result;
  };
  const db = drizzle(pool, {
    schema,
    logger: {
      logQuery(text: string, params: unknown[]) {
        logged.push({ text, params: [...params] });
      },
    },
  }) as unknown as Db;
  try {
    await call(db);
  } finally {
    await pool.end();
  }
  if (spans.length !== logged.length || spans.some((span, i) => span.text !== logged[i].text)) {
    throw new Error(`captured ${logged.length} logged statements but ${spans.length} pool queries: cannot rebuild their order`);
  }
  const plan: StatementPlan = [];
  let groupEnd = -Infinity;
  for (const [i, statement] of logged.entries()) {
    const span = spans[i];
    if (plan.length > 0 && span.start < groupEnd) {
      plan[plan.length - 1].push(statement);
      groupEnd = Math.max(groupEnd, span.end);
    } else {
      plan.push([statement]);
      groupEnd = span.end;
    }
  }
  return plan;
}

export interface RawResult extends LatencySummary {
  ops: number;
  opsPerSecond: number;
  errors: number;
  durationSeconds: number;
}

/**
 * Replays a plan raw through a pg.Pool of `poolSize` connections: `workers` loops, each
 * running the plan's groups in sequence (the statements of a group together, as the service
 * does), for `durationMs`. One op is one whole plan; its latency is measured end to end.
 */
export async function replay(
  databaseUrl: string,
  plan: StatementPlan,
  options: { workers: number; poolSize: number; durationMs: number; warmupMs: number; shouldStop: () => boolean },
): Promise<RawResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize });
  pool.on('error', () => {}); // an idle client dropping is counted by the workers, not fatal
  const MAX_OPS = 5_000_000; // a hard bound besides the duration
  const runFor = async (durationMs: number, record: boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    const deadline = performance.now() + durationMs;
    const worker = async () => {
      while (performance.now() < deadline && latencies.length + errors < MAX_OPS && !options.shouldStop()) {
        const started = performance.now();
        try {
          for (const group of plan) {
            await Promise.all(group.map((s) => pool.query({ text: s.text, values: s.params as unknown[], rowMode: 'array' })));
          }
          if (record) latencies.push(performance.now() - started);
        } catch {
          errors++;
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: options.workers }, worker));
    return { latencies, errors, elapsed: (performance.now() - started) / 1000 };
  };
  try {
    if (options.warmupMs > 0) await runFor(options.warmupMs, false);
    const { latencies, errors, elapsed } = await runFor(options.durationMs, true);
    return {
      ops: latencies.length,
      opsPerSecond: latencies.length / elapsed,
      errors,
      durationSeconds: elapsed,
      ...summarize(latencies),
    };
  } finally {
    await pool.end();
  }
}
