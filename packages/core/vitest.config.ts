import { soukProject } from '../../vitest.shared'

export default soukProject('core')
