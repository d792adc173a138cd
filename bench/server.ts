/**
 * The shop's production server, exactly as `tsx src/http/server.ts` runs it, started by
 * bench/run.ts under this file's name: people in the same tree stop their own servers by
 * name (`pkill -f src/http/server.ts`), which used to stop the benchmark's mid-run. The
 * benchmark stops this one itself, by process group.
 */
import '../src/http/server.ts';
