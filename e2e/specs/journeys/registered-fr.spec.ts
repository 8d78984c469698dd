import { axeViolations } from '../../support/axe'
import { closeBanners, collectErrors } from '../../support/console'
import { expect, type Page, test } from '../../support/test'
import { mailedCode, newestMail } from '../account/helpers'
import { addVariantProductToCart, placeGatewayOrder } from '../checkout/journey'

const PRODUCT = '/fr/nordia-modern-phone-case-1/product/1'

/** Presses a button of the API's sandbox payment page. */
async function answerSandbox(page: Page, choice: 'approve' | 'decline') {
  await page.locator(`button[value="${choice}"]`).click()
}

/** From the cart to the payment step, shipping to the chosen address of the book. */
async function toCheckout(page: Page) {
  await page.locator('.souk-cart-summary__checkout').click()
  await expect(page).toHaveURL(/\/fr\/shipping$/)
  await expect(page.locator('.souk-address-book input[type="radio"]:checked')).toHaveCount(1)
  await page.locator('.souk-cart-summary__checkout').click()
  await expect(page).toHaveURL(/\/fr\/checkout$/)
}

test('a new shopper in French: registers with the mailed code, saves, compares, follows, keeps an address, pays by card with a voucher, then has a card declined and cancels that order', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await closeBanners(page)
  const errors = collectErrors(page)
  const email = `lea.${Date.now()}@example.test`

  // Register, then the code from the development mailbox.
  await page.goto('/fr/register')
  await page.locator('input[name="name"]').fill('Léa Martin')
  await page.locator('input[name="email"]').first().fill(email)
  await page.locator('input[name="password"]').fill('secret-42')
  await page.locator('input[name="password_confirmation"]').fill('secret-42')
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page.getByRole('heading', { name: 'Vérifiez votre adresse e-mail' })).toBeVisible()
  // The verification mail is French, like the shopper's store.
  const mail = await newestMail(page, email)
  expect(mail.subject).toBe('Votre code de vérification Souk')
  expect(mail.text).toContain('Bonjour Léa Martin,')
  expect(mail.text).toMatch(/Votre code de vérification est \d{6}\./)
  expect(mail.html).toContain('lang="fr"')
  await page.locator('input[name="code"]').fill(await mailedCode(page, email))
  await page.getByRole('button', { name: 'Vérifier' }).click()
  await expect(page).toHaveURL(/\/fr$/)

  // Wishlist, compare and follow from a product page; each shows in the account.
  await page.goto(PRODUCT)
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
  const toggles = page.locator('.store-product__actions button[aria-pressed]')
  await toggles.nth(0).click()
  await expect(toggles.nth(0)).toHaveAttribute('aria-pressed', 'true')
  await toggles.nth(1).click()
  await expect(toggles.nth(1)).toHaveAttribute('aria-pressed', 'true')
  const storeCard = page.locator('.souk-store-card').first()
  const storeName = (await storeCard.getByRole('heading').textContent())?.trim() ?? ''
  await storeCard.locator('button[aria-pressed]').click()
  await expect(storeCard.locator('button[aria-pressed]')).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/fr/user/wishlists')
  await expect(page.getByRole('main')).toContainText(title)
  await page.goto('/fr/user/compared')
  await expect(page.getByRole('main')).toContainText(title)
  for (const row of ['Marque', 'Vendeur', 'Disponibilité']) {
    await expect(page.getByRole('rowheader', { name: row })).toBeVisible()
  }
  await page.goto('/fr/user/following')
  await expect(page.getByRole('main')).toContainText(storeName)

  // The address book: a first address.
  await page.goto('/fr/user/addresses')
  await page.getByRole('button', { name: 'Ajouter une nouvelle adresse' }).click()
  const form = page.locator('form.souk-address-form')
  await form.locator('input[name="name"]').fill('Léa Martin')
  await form.locator('input[name="email"]').fill(email)
  await form.locator('input[name="phone"]').fill('0612345678')
  await form.locator('input[name="city"]').fill('Lyon')
  await form.locator('input[name="zip"]').fill('69001')
  await form.locator('input[name="address_1"]').fill('3 rue de la République')
  await form.locator('button[type="submit"]').click()
  await expect(page.locator('.souk-address-book')).toContainText('3 rue de la République')
  expect(await axeViolations(page), 'address book').toEqual([])

  // A card payment with a voucher, approved at the provider.
  await addVariantProductToCart(page, '/fr')
  await toCheckout(page)
  const total = page.locator('.souk-cart-summary [data-row="total"] dd')
  const before = Number((await total.textContent())?.replace(/[^\d.,]/g, '').replace(',', '.'))
  await page.locator('.souk-voucher-input__input').fill('SAVE5')
  await page.locator('.souk-voucher-input__form button[type="submit"]').click()
  await expect(page.locator('.souk-cart-summary [data-row="voucher"]')).toContainText('SAVE5')
  await expect
    .poll(async () => Number((await total.textContent())?.replace(/[^\d.,]/g, '').replace(',', '.')))
    .toBeLessThan(before)
  const paid = await placeGatewayOrder(page, 'Stripe')
  await answerSandbox(page, 'approve')
  await expect(page).toHaveURL(/\/fr\/user\/order\/\d+\?payment=approved/)
  await expect(page.getByText('Votre commande a bien été passée.')).toBeVisible()
  await expect(page.locator('[data-order-code]')).toHaveAttribute('data-order-code', paid)

  // A second order: the card is declined; the order stays pending and is cancelled with a reason.
  await addVariantProductToCart(page, '/fr')
  await toCheckout(page)
  const declined = await placeGatewayOrder(page, 'Stripe')
  await answerSandbox(page, 'decline')
  await expect(page).toHaveURL(/\/fr\/user\/order\/\d+\?payment=declined/)
  await expect(
    page.getByRole('alert').filter({ hasText: 'Impossible de vérifier le paiement' }),
  ).toBeVisible()
  const orderPath = new URL(page.url()).pathname
  await page.goto(orderPath)
  await expect(page.getByRole('main')).toContainText(declined)
  await page.getByRole('button', { name: 'Annuler la commande' }).click()
  const dialog = page.getByRole('dialog', { name: 'Annuler la commande' })
  await dialog.getByRole('combobox', { name: 'Pourquoi souhaitez-vous annuler ?' }).click()
  await page.getByRole('option', { name: 'J’ai trouvé moins cher ailleurs' }).click()
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill('Le paiement a été refusé, je commanderai plus tard.')
  await dialog.getByRole('button', { name: 'Oui, annuler la commande' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Motif d’annulation' })).toBeVisible()
  expect(errors).toEqual([])
})
