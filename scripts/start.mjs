// `npm start`: install, build and serve. The reference API and store are not built yet (see the open
// issues); until then this installs and builds the packages and says what is missing.
import { runPnpm, step } from './lib.mjs'

step('install')
runPnpm(['install', '--frozen-lockfile'])
step('build packages')
runPnpm(['run', 'build'])

console.log(`
Built @souk/core (packages/core/dist).
Not built yet: the reference API (apps/api), the reference store (apps/reference-store), the widgets
(packages/web-components) and the partner page. Once they land, this command serves the store at
http://localhost:3000/ and the partner page at http://localhost:3001/.`)
