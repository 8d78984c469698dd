import { expect, type Page } from '@playwright/test'
import { axeViolations } from '../../support/axe'
import { collectErrors } from '../../support/console'

/** The password of every demo customer of the seed (apps/api/README.md). */
export const DEMO_PASSWORD = 'souk-demo-1'

/** Demo customers, one per journey, so no journey sees another's changes. */
export const CUSTOMERS = {
  orders: 'sara@customers.souk.test',
  review: 'julien@customers.souk.test',
  profile: 'mehmet@customers.souk.test',
  addresses: 'ananya@customers.souk.test',
  saved: 'emily@customers.souk.test',
  session: 'noah@customers.souk.test',
} as const

/** Signs in through the login page (English) and waits for the home page or the redirect target. */
export async function signIn(page: Page, email: string, path = '/login') {
  await page.goto(path)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

/** Asserts the page has no axe violations (WCAG A/AA). */
export async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([])
}

/** A message of the API's development mailbox. */
export interface MailboxMessage {
  to: string
  subject: string
  kind: string
  text: string
  html: string
}

/** The newest mail to an address, from the API's development mailbox. */
export async function newestMail(page: Page, to: string): Promise<MailboxMessage> {
  const response = await page.request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`)
  expect(
    response.status(),
    'the development mailbox must be on (SOUK_DEV_PAGES=1 in the e2e server env)',
  ).toBe(200)
  const body = (await response.json()) as { data: MailboxMessage[] }
  expect(body.data[0], `a mail to ${to}`).toBeTruthy()
  return body.data[0] as MailboxMessage
}

/** The code of the newest mail to an address, from the API's development mailbox. */
export async function mailedCode(page: Page, to: string): Promise<string> {
  const response = await page.request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`)
  expect(
    response.status(),
    'the development mailbox must be on for this journey (SOUK_DEV_PAGES=1 in the e2e server env)',
  ).toBe(200)
  const body = (await response.json()) as { data: { text: string }[] }
  const code = body.data[0]?.text.match(/\b(\d{6})\b/)?.[1]
  expect(code, 'a 6-digit code in the newest mail').toBeTruthy()
  return code as string
}

/**
 * The console errors of a signed-in journey, read when called (hydration mismatches of the signed-in header
 * included: the server renders the header as signed in when the request carries the auth cookie).
 */
export function signedInErrors(page: Page): () => string[] {
  const errors = collectErrors(page)
  return () => [...errors]
}
