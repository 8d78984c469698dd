import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Every page is rendered on the server and hydrated in the browser.
  ssr: true,
} satisfies Config
