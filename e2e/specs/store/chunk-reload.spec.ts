import type { Page } from '@playwright/test'
import { closeBanners } from '../../support/console'
import { expect, test } from '../../support/test'

/**
 * A deploy replaced the store's code while a page was open: the next page's route module is gone. The request
 * for that module is failed in the browser (what a removed file does); the API and every other file are real.
 */
async function loseRouteModule(page: Page, path: string, routeId: string): Promise<string> {
  // The server's manifest names the route's module (as React Router's route discovery asks for it).
  const module = await page.evaluate(
    async ({ path, routeId }) => {
      const version = (window as unknown as { __reactRouterManifest: { version: string } })
        .__reactRouterManifest.version
      const routes = await (
        await fetch(`/__manifest?paths=${encodeURIComponent(`/,${path}`)}&version=${version}`)
      ).json()
      return (routes[routeId]?.module as string | undefined) ?? ''
    },
    { path, routeId },
  )
  expect(module).not.toBe('')
  // Once: the load that follows gets the file (a fresh page of the new deploy).
  await page.route(`**${module}`, (route) => route.abort(), { times: 1 })
  return module
}

test('a failed page chunk loads the page the shopper was going to, once, then not again within a minute', async ({
  page,
}) => {
  await closeBanners(page)
  await page.goto('/')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await loseRouteModule(page, '/cart', 'cart___en')
  const loads: string[] = []
  page.on('load', () => loads.push(new URL(page.url()).pathname))

  await page.locator('a[href="/cart"]').first().click()
  // One full load, of the cart (the click is not lost), not of the page it was on.
  await expect(page).toHaveURL(/\/cart$/)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  expect(loads).toEqual(['/cart'])
  expect(await page.evaluate(() => sessionStorage.getItem('soukChunkReloadAt'))).toMatch(/^\d+$/)

  // Within the minute a second lost chunk is not answered with another load: the shopper stays and is told.
  await loseRouteModule(page, '/brands', 'brands___en')
  // What a client-side link does: the router's navigation.
  // (Not awaited: the refused navigation never ends.)
  await page.evaluate(() => {
    void (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter.navigate('/brands')
  })
  await expect(
    page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Something went wrong' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/cart$/)
  expect(loads).toEqual(['/cart'])
})
