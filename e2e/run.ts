import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM } from './chromium.ts';

/**
 * Runs the browser journeys when Chromium is installed. Without it the suite says it was not
 * run and passes, except under CI=true, where a missing browser is a failure.
 */
if (!existsSync(CHROMIUM)) {
  const message = `E2E suite not run: no Chromium at ${CHROMIUM} (install it with: apt-get install -y chromium).`;
  if (process.env.CI === 'true') {
    console.error(`${message} CI requires it.`);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
