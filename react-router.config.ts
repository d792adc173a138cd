import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  // The e2e suite builds into a folder of its own, so parallel runs never share one.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  // Every page gets the whole route manifest (one cached 2.5 KB file) instead of asking for the
  // routes its links lead to after hydrating, whose answer re-rendered the whole page in one
  // long task on a phone (docs/decisions/033-progressive-hydration.md).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
