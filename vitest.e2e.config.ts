import { defineConfig } from 'vitest/config';

// Browser journeys against a freshly built and started shop (see e2e/global-setup.ts).
export default defineConfig({
  resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    // expect.poll waits for a condition; a loaded machine may take longer than the 1 s default.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 240_000,
    // One shop, one browser per file; journeys in parallel would fight over two cores.
    fileParallelism: false,
  },
});
