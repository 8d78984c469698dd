/** Test and story helpers of @souk/core: typed fixtures and a Souk answered from memory. */
export { createFakeSouk, type FakeSoukOptions } from './createFakeSouk'
export {
  createFakeFetch,
  FakeFormError,
  type FakeRequest,
  type FakeRoute,
  type FakeRoutes,
  fakeFormError,
} from './fakeFetch'
export * from './fixtures'
