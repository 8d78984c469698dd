import { closeBanners } from '../../support/console'
import { expect, test } from '../../support/test'
import { CUSTOMERS, DEMO_PASSWORD, expectAccessible, signedInErrors, signIn } from './helpers'

/** A product of the seed sold by a store (its page shows the store card with the follow button). */
const PRODUCT = '/nordia-modern-phone-case-1/product/1'

test.beforeEach(async ({ page }) => {
  await closeBanners(page)
})

test('the profile changes the name, refuses a wrong current password and asks before deleting', async ({
  page,
}) => {
  const errors = signedInErrors(page)
  await signIn(page, CUSTOMERS.profile, '/login?redirect=/user/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()
  await expectAccessible(page)

  const name = page.getByRole('textbox', { name: 'Name' })
  await name.fill('')
  await page.getByRole('button', { name: 'Update profile' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await name.fill('Mehmet Yılmaz-Kaya')
  await page.getByRole('button', { name: 'Update profile' }).click()
  await expect(page.getByText('Your profile has been updated.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Mehmet Yılmaz-Kaya')

  await page.getByLabel('Current password').fill('not-my-password')
  await page.getByLabel('New password').fill('another-secret')
  await page.getByLabel('Confirm password').fill('another-secret')
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
  await page.getByLabel('Current password').fill(DEMO_PASSWORD)
  await page.getByLabel('New password').fill(DEMO_PASSWORD)
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()

  // Deleting asks first; cancelling keeps the account.
  await page.getByRole('button', { name: 'Delete account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete account' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Are you sure you want to delete your account?')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect(errors()).toEqual([])
})

test('the address book adds, edits and deletes an address, with the phone rule', async ({ page }) => {
  const errors = signedInErrors(page)
  await signIn(page, CUSTOMERS.addresses, '/login?redirect=/user/addresses')
  await expect(page.getByRole('heading', { level: 1, name: 'Address book' })).toBeVisible()
  const cards = page.locator('.souk-address-book__list > li')
  await expect(cards).toHaveCount(1)
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Add a new address' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a new address' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ananya at work')
  await dialog.getByRole('textbox', { name: 'Email' }).fill('ananya.work@example.test')
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('call me')
  await dialog.getByRole('textbox', { name: 'City' }).fill('Pune')
  await dialog.getByRole('textbox', { name: 'ZIP / Postal code' }).fill('411001')
  await dialog.getByRole('textbox', { name: 'Address line 1' }).fill('7 Tech Park Road')
  await dialog.getByRole('button', { name: 'Save address' }).click()
  await expect(dialog.getByText('Invalid number')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('20 1234 5678')
  await dialog.getByRole('button', { name: 'Save address' }).click()
  await expect(dialog).toBeHidden()
  await expect(cards).toHaveCount(2)
  await expect(cards.first()).toContainText('Ananya at work')

  await cards.first().getByRole('button', { name: 'Edit address' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit address' })
  await edit.getByRole('textbox', { name: 'City' }).fill('Mumbai')
  await edit.getByRole('button', { name: 'Save address' }).click()
  await expect(edit).toBeHidden()
  await expect(cards.first()).toContainText('Mumbai')
  await page.reload()
  await expect(cards).toHaveCount(2)
  await expect(page.locator('.souk-address-book__list')).toContainText('Mumbai')

  const added = cards.filter({ hasText: 'Ananya at work' })
  await added.getByRole('button', { name: 'Delete address' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete address' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm).toBeHidden()
  await expect(cards).toHaveCount(1)
  await expect(page.locator('.souk-address-book__list')).not.toContainText('Ananya at work')
  expect(errors()).toEqual([])
})

test('a product saved to the wishlist and the compare list, and its store followed, show in the account', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const errors = signedInErrors(page)
  await signIn(page, CUSTOMERS.saved)
  await page.goto(PRODUCT)
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
  expect(title).not.toBe('')
  const actions = page.locator('.store-product__actions')
  await actions.getByRole('button', { name: 'Wishlist' }).click()
  await expect(actions.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true')
  await actions.getByRole('button', { name: 'Compare' }).click()
  await expect(actions.getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'true')
  const storeCard = page.locator('.souk-store-card').first()
  const storeName = (await storeCard.getByRole('heading').textContent())?.trim() ?? ''
  await storeCard.getByRole('button', { name: 'Follow' }).click()
  await expect(storeCard.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/user/wishlists')
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Wishlist' })).toContainText(title)
  await expectAccessible(page)

  await page.goto('/user/compared')
  const table = page.getByRole('region', { name: 'Compare products' })
  await expect(table.getByRole('columnheader', { name: title })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: 'Price' })).toBeVisible()
  // Beyond price and rating: brand, seller (the store followed above), availability and the product's attributes.
  await expect(table.getByRole('rowheader', { name: 'Brand' })).toBeVisible()
  const seller = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Seller' }) })
  await expect(seller.getByRole('cell')).toContainText([storeName])
  const availability = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Availability' }) })
  await expect(availability.getByRole('cell')).toContainText([/In stock|Out of stock/])
  await expect(table.locator('tr[data-row^="attribute-"]').first()).toBeVisible()
  await expectAccessible(page)

  await page.goto('/user/following')
  const followed = page.getByRole('list', { name: 'Followed stores' })
  await expect(followed).toContainText(storeName)
  await expectAccessible(page)
  // Unfollowing takes the store off the list.
  await followed
    .getByRole('listitem')
    .filter({ hasText: storeName })
    .getByRole('button', { name: 'Follow' })
    .click()
  await expect(page.locator('.store-account__content')).not.toContainText(storeName)

  // Removing from the wishlist empties it.
  await page.goto('/user/wishlists')
  await page.getByRole('button', { name: new RegExp(`^Remove from wishlist\\s*: ${title}$`) }).click()
  await expect(page.locator('.store-account__content')).not.toContainText(title)
  expect(errors()).toEqual([])
})

test('the vouchers page lists the running vouchers and passes axe in Arabic', async ({ page }) => {
  await signIn(page, CUSTOMERS.saved, '/login?redirect=/ar/user/vouchers')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('.souk-voucher-card').first()).toBeVisible()
  await expectAccessible(page)
})
