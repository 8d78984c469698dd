import { soukProject } from '../../vitest.shared.ts'

export default soukProject('core')
