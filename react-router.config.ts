import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  // The e2e suite builds into a folder of its own, so parallel runs never share one.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
