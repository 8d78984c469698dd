/**
 * Demo customers with addresses, orders in every state (one cancelled) and reviews of what they received.
 * Line prices come from @souk/core's rules, the same ones the storefront and checkout use.
 */
import {
  bundleFreeUnits,
  checkoutUnitPrice,
  OrderStatus,
  PaymentMethod,
  type PriceType,
  round2,
  ShippingType,
  unitTax,
} from '@souk/core'
import type { PgTable } from 'drizzle-orm/pg-core'
import { hashPassword } from '../auth/password'
import type { Db } from '../db/openDb'
import * as s from '../db/schema'
import { refreshRatings } from '../reviews/queries'
import type { Prng } from './prng'

/** The password of every demo customer (documented in the README). */
export const DEMO_PASSWORD = 'souk-demo-1'

const CUSTOMERS = [
  {
    name: 'Sara Ahmed',
    email: 'sara@customers.souk.test',
    lang: 'ar',
    country: 'EG',
    state: 'C',
    city: 'Cairo',
    zip: '11511',
  },
  {
    name: 'Julien Moreau',
    email: 'julien@customers.souk.test',
    lang: 'fr',
    country: 'FR',
    state: 'IDF',
    city: 'Paris',
    zip: '75011',
  },
  {
    name: 'Mehmet Kaya',
    email: 'mehmet@customers.souk.test',
    lang: 'tr',
    country: 'TR',
    state: '34',
    city: 'İstanbul',
    zip: '34710',
  },
  {
    name: 'Ananya Iyer',
    email: 'ananya@customers.souk.test',
    lang: 'hi',
    country: 'IN',
    state: 'MH',
    city: 'Mumbai',
    zip: '400001',
  },
  {
    name: 'Emily Carter',
    email: 'emily@customers.souk.test',
    lang: 'en',
    country: 'US',
    state: 'CA',
    city: 'San Francisco',
    zip: '94107',
  },
  {
    name: 'Noah Williams',
    email: 'noah@customers.souk.test',
    lang: 'en',
    country: 'US',
    state: 'NY',
    city: 'New York',
    zip: '10001',
  },
] as const

const REVIEWS: Record<string, { good: string[]; fair: string[]; poor: string[] }> = {
  en: {
    good: [
      'Exactly as described, and it arrived early.',
      'Great quality for the price. Would buy again.',
      'Lovely finish, my family loves it.',
    ],
    fair: ['Does the job, although the packaging was damaged.', 'Good, but smaller than I expected.'],
    poor: ['Not what I hoped for; the seller replied quickly though.'],
  },
  fr: {
    good: [
      'Conforme à la description et livré en avance.',
      'Très bonne qualité pour le prix, je recommande.',
    ],
    fair: ['Correct, mais un peu plus petit que prévu.'],
    poor: ['Déçu par la finition, mais le vendeur a été réactif.'],
  },
  ar: {
    good: ['مطابق للوصف ووصل قبل الموعد.', 'جودة ممتازة مقابل السعر، سأشتري مرة أخرى.'],
    fair: ['جيد، لكنه أصغر مما توقعت.'],
    poor: ['لم يكن كما توقعت، لكن البائع رد بسرعة.'],
  },
  tr: {
    good: ['Tam anlatıldığı gibi, erken geldi.', 'Fiyatına göre çok kaliteli, tekrar alırım.'],
    fair: ['İşimi görüyor ama paketi hasarlı geldi.'],
    poor: ['Beklediğim gibi değildi, satıcı yine de hızlı döndü.'],
  },
  hi: {
    good: ['बिल्कुल वैसा ही जैसा बताया गया था, और समय से पहले आया।', 'कीमत के हिसाब से बढ़िया गुणवत्ता, दोबारा खरीदूँगा।'],
    fair: ['ठीक है, पर उम्मीद से थोड़ा छोटा है।'],
    poor: ['जैसा सोचा था वैसा नहीं निकला, पर विक्रेता ने जल्दी जवाब दिया।'],
  },
}

/** What the demo orders need to know about a product. */
export interface OrderableProduct {
  id: number
  selling: number
  offered: number
  purchased: number
  taxRule: { type: PriceType; price: number } | null
  bundle: { buy: number; free: number } | null
  shippingPlace: { id: number; price: number } | null
  commission: number
  inventories: { id: number; price: number; hasAttributes: boolean }[]
}

/** Writes the demo customers, their orders and reviews; returns counts. */
export async function seedCustomers(
  db: Db,
  prng: Prng,
  products: OrderableProduct[],
  now: Date,
): Promise<Record<string, number>> {
  const day = 86_400_000
  const counts = { customers: 0, orders: 0, reviews: 0, cancellations: 0 }
  const reviewTarget = Math.round(products.length * 0.6)
  const deliveredPerCustomer = Math.max(2, Math.ceil(reviewTarget / CUSTOMERS.length / 1.6))
  let orderId = 0
  let reviewId = 0
  const users: (typeof s.users.$inferInsert)[] = []
  const addresses: (typeof s.userAddresses.$inferInsert)[] = []
  const orders: (typeof s.orders.$inferInsert)[] = []
  const orderLines: (typeof s.orderedProducts.$inferInsert)[] = []
  const cancellations: (typeof s.cancellations.$inferInsert)[] = []
  const reviews: (typeof s.ratingReviews.$inferInsert)[] = []
  const images: (typeof s.reviewImages.$inferInsert)[] = []
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  for (const [index, customer] of CUSTOMERS.entries()) {
    const userId = index + 1
    users.push({
      id: userId,
      name: customer.name,
      email: customer.email,
      password: passwordHash,
      verified: 1,
      phone: `+1 555 01${String(index).padStart(2, '0')}`,
      default_address: userId,
      created_at: new Date(now.getTime() - (400 - index * 20) * day),
    })
    addresses.push({
      id: userId,
      user_id: userId,
      name: customer.name,
      email: customer.email,
      phone: `+1 555 01${String(index).padStart(2, '0')}`,
      country: customer.country,
      state: customer.state,
      city: customer.city,
      zip: customer.zip,
      address_1: `${10 + index * 7} Market Street`,
      default: 1,
    })
    counts.customers++
    // Statuses 1..4 once each (the first one cancelled), then delivered orders.
    const statuses: OrderStatus[] = [
      OrderStatus.PENDING,
      OrderStatus.PENDING,
      OrderStatus.CONFIRMED,
      OrderStatus.PICKED_UP,
      OrderStatus.ON_THE_WAY,
      ...Array.from({ length: deliveredPerCustomer }, () => OrderStatus.DELIVERED),
    ]
    for (const [orderIndex, status] of statuses.entries()) {
      orderId++
      const cancelled = orderIndex === 0
      const placed = new Date(
        now.getTime() -
          (status === OrderStatus.DELIVERED ? prng.int(8, 300) : prng.int(0, 6)) * day -
          prng.int(0, 86_000) * 1000,
      )
      const lines = prng.sample(products, prng.int(1, 3)).map((product) => {
        const inventory = prng.pick(product.inventories)
        const quantity = prng.int(1, 3)
        const selling = checkoutUnitPrice(product, {
          price: inventory.price,
          inventory_attributes: inventory.hasAttributes ? [{ attribute_value_id: 1 }] : [],
        })
        const tax = unitTax(selling, product.taxRule)
        const free = bundleFreeUnits(quantity, product.bundle)
        return {
          product,
          inventory,
          quantity,
          selling,
          tax,
          free,
          shipping: product.shippingPlace?.price ?? 0,
        }
      })
      const total = round2(
        lines.reduce(
          (sum, line) =>
            sum + line.shipping + line.tax * line.quantity + line.selling * (line.quantity - line.free),
          0,
        ),
      )
      const method = prng.pick([
        PaymentMethod.CASH_ON_DELIVERY,
        PaymentMethod.CASH_ON_DELIVERY,
        PaymentMethod.BANK_TRANSFER,
        PaymentMethod.STRIPE,
        PaymentMethod.PAYPAL,
      ])
      orders.push({
        id: orderId,
        order: `SK${placed.toISOString().slice(0, 10).replace(/-/g, '')}${String(orderId).padStart(5, '0')}${userId}`,
        status,
        total_amount: total,
        order_method: method,
        currency: 'USD',
        payment_done: status === OrderStatus.DELIVERED || method !== PaymentMethod.CASH_ON_DELIVERY,
        cancelled,
        user_id: userId,
        user_address_id: userId,
        trans_id: method === PaymentMethod.BANK_TRANSFER ? `TX-${orderId}-${prng.int(1000, 9999)}` : null,
        created_at: placed,
        updated_at: placed,
      })
      orderLines.push(
        ...lines.map((line) => ({
          order_id: orderId,
          product_id: line.product.id,
          inventory_id: line.inventory.id,
          quantity: line.quantity,
          shipping_place_id: line.product.shippingPlace?.id ?? null,
          shipping_type: ShippingType.LOCATION,
          purchased: line.product.purchased,
          selling: line.selling,
          tax_price: line.tax,
          commission: line.product.commission,
          commission_amount: round2((line.selling * line.quantity * line.product.commission) / 100),
          shipping_price: line.shipping,
          bundle_offer: line.free,
          created_at: placed,
        })),
      )
      counts.orders++
      if (cancelled) {
        cancellations.push({
          order_id: orderId,
          user_id: userId,
          title: 'Ordered by mistake',
          message: 'I chose the wrong size, please cancel.',
        })
        counts.cancellations++
      }
      if (status !== OrderStatus.DELIVERED) continue
      for (const line of lines) {
        if (!prng.chance(0.8)) continue
        reviewId++
        const rating = prng.pick([5, 5, 5, 4, 4, 4, 3, 2, 1])
        const texts = REVIEWS[customer.lang] ?? REVIEWS.en
        const pool = rating >= 4 ? texts?.good : rating === 3 ? texts?.fair : texts?.poor
        const reviewed = new Date(placed.getTime() + prng.int(3, 7) * day)
        reviews.push({
          id: reviewId,
          product_id: line.product.id,
          user_id: userId,
          order_id: orderId,
          rating,
          review: pool ? prng.pick(pool) : null,
          created_at: reviewed,
          updated_at: reviewed,
        })
        if (prng.chance(0.25)) {
          images.push({ rating_review_id: reviewId, image: `review-${reviewId}-1.png` })
        }
        counts.reviews++
      }
    }
  }
  const insert = async <T extends PgTable>(table: T, values: T['$inferInsert'][]) => {
    for (let start = 0; start < values.length; start += 300)
      await db.insert(table).values(values.slice(start, start + 300))
  }
  await insert(s.users, users)
  await insert(s.userAddresses, addresses)
  await insert(s.orders, orders)
  await insert(s.orderedProducts, orderLines)
  await insert(s.cancellations, cancellations)
  await insert(s.ratingReviews, reviews)
  await insert(s.reviewImages, images)
  await refreshRatings(db)
  return counts
}
