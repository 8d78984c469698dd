/**
 * The payments route table: each payment provider module declares the routes it serves itself (its route table,
 * next to its provider code), and this mounts them on the `/api/v1` app. A provider with pages or return routes
 * of its own adds its table to `PROVIDER_ROUTES`; nothing else wires payment routes.
 */
import type { Hono } from 'hono'
import type { AppEnv } from '../http/context'
import { iyzicoRoutes } from './iyzico'
import { sandboxRoutes } from './sandbox'

/** A provider's route table: registers its routes on the `/api/v1` app. */
export type ProviderRoutes = (api: Hono<AppEnv>) => void

/** Every provider's route table: the built-in sandbox's pages, Iyzico's redirect and callback. */
const PROVIDER_ROUTES: readonly ProviderRoutes[] = [sandboxRoutes, iyzicoRoutes]

/** Registers the routes of every payment provider on the `/api/v1` app. */
export function registerPayments(api: Hono<AppEnv>) {
  for (const routes of PROVIDER_ROUTES) routes(api)
}
