/** The demo customers, with their addresses, orders and reviews (`../customers.ts`). */
import type { Db } from '../../db/openDb'
import type { SeedContext } from '../context'
import { seedCustomers } from '../customers'

/** Demo customers, their orders in every state and their reviews of what they received (needs `orderable`). */
export async function seedCustomersAndOrders(db: Db, ctx: SeedContext): Promise<void> {
  for (const [name, n] of Object.entries(await seedCustomers(db, ctx.prng, ctx.orderable, ctx.now)))
    ctx.count(name, n)
}
