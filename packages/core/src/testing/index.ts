/** Test and story helpers of @souk/core: typed fixtures and a Souk answered from memory. */
export { createFakeSouk, type FakeSoukOptions, loadStoreActions } from './createFakeSouk'
export {
  createFakeFetch,
  FakeApiDown,
  FakeFormError,
  type FakeRequest,
  type FakeRoute,
  type FakeRoutes,
  fakeApiDown,
  fakeFormError,
} from './fakeFetch'
export * from './fixtures'
