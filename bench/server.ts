/**
 * The shop's production server, exactly as `tsx scripts/start.ts` runs it, started by
 * bench/run.ts under this file's name: people in the same tree stop their own servers by
 * name (`pkill -f scripts/start.ts`), which used to stop the benchmark's mid-run. The
 * benchmark stops this one itself, by process group.
 */
import '../scripts/start.ts';
