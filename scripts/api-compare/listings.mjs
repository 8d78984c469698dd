// The `listings` request set of `scripts/api-compare.mjs` (`--set listings`): every product listing of the
// catalogue with and without its filters, sorts, pages and search texts, in two languages (the default one and
// French; Arabic for a few texts outside ASCII), against SEED_PRODUCTS=60. Read-only: the requests can be
// replayed in any order. The fixture is `apps/api/test-fixtures/api-compare-listings.json`.

/** The listing queries asked of `all` (a category), `products` and `store`, each in both languages. */
const CATEGORY = 'electronics'
const SUB_CATEGORY = 'smartphones'
const STORE = 'technest'

const FILTERS = [
  '',
  '&page=2',
  '&page=99',
  '&sortby=price_low_to_high',
  '&sortby=price_high_to_low',
  '&sortby=avg_customer_review',
  '&sortby=newest',
  '&sidebar_data=1',
  '&brand=1,2,3,4,5,6,7,8',
  '&collection=1,2,3',
  '&shipping=1,2',
  '&rating=3',
  '&min=20&max=300',
  '&min=50&sortby=price_low_to_high',
  '&max=40&sortby=price_high_to_low&page=1',
  '&brand=1,2,3,4,5,6,7,8&rating=2&min=5&max=900&sortby=price_low_to_high&sidebar_data=1',
]

const SEARCHES = ['modern', 'pro', 'ORGANIC', 'smart wat', 'a', 'zzzz', '100%', 'x_y', 'lea']

/** `[name, path]` of every listing request, without the language. */
function listingPaths() {
  const paths = []
  for (const filter of FILTERS) {
    paths.push([`all category${filter}`, `/all?category=${CATEGORY}${filter}`])
    paths.push([`all sub_category${filter}`, `/all?sub_category=${SUB_CATEGORY}${filter}`])
    paths.push([`products${filter}`, `/products?${filter.slice(1)}`])
    paths.push([`products q${filter}`, `/products?q=pro${filter}`])
  }
  for (const q of SEARCHES) {
    paths.push([`products q=${q}`, `/products?q=${encodeURIComponent(q)}`])
    paths.push([`products q=${q} page 2`, `/products?q=${encodeURIComponent(q)}&page=2`])
    paths.push([`products q=${q} by price`, `/products?q=${encodeURIComponent(q)}&sortby=price_low_to_high`])
    paths.push([`search q=${q}`, `/search?q=${encodeURIComponent(q)}`])
  }
  for (const extra of [
    'is_home_page=1',
    'is_home_page=1&page=2',
    'all_categories=1',
    'home_spm=1',
    'home_spm=2',
    'home_spm=3',
    'home_spm=4',
    'home_spm=2&sortby=price_high_to_low&page=2',
    'home_spm=999',
    'banner=1',
    'banner=2',
    'banner=3',
    'banner=1&q=pro',
    'banner=999',
    'q=pro&brand=1,2,3&min=10&max=500&rating=1&sortby=avg_customer_review',
    `q=${'x'.repeat(201)}`,
    'rating=6',
    'brand=abc',
  ]) {
    paths.push([`products ${extra.slice(0, 60)}`, `/products?${extra}`])
  }
  for (const filter of [
    '',
    '&page=2',
    '&sortby=price_low_to_high',
    '&sortby=avg_customer_review',
    '&required_rating=1',
  ]) {
    paths.push([`store${filter}`, `/store?slug=${STORE}${filter}`])
  }
  paths.push(['store unknown', '/store?slug=no-such-store'])
  paths.push(['store without slug', '/store'])
  paths.push(['all without category', '/all'])
  paths.push(['all unknown category', '/all?category=no-such-category'])
  paths.push(['flash sales', '/flash-sale'])
  for (const id of [1, 2, 3, 4]) {
    paths.push([`flash sale ${id}`, `/flash-sale/${id}`])
    paths.push([`flash sale ${id} page 2`, `/flash-sale/${id}?page=2`])
  }
  paths.push(['flash sale unknown', '/flash-sale/999'])
  paths.push(['categories page 2', '/categories?page=2'])
  paths.push(['brands', '/brands'])
  return paths
}

/** The request list (the shape of `requestSet()` in `api-compare.mjs`). */
export function requestSet() {
  const list = []
  for (const lang of ['en', 'fr']) {
    for (const [name, path] of listingPaths()) list.push({ name: `${name} ${lang}`, path, lang })
  }
  for (const q of ['هاتف', 'स्मार्ट', 'akıllı']) {
    for (const lang of ['ar', 'hi', 'tr']) {
      list.push({ name: `products q=${q} ${lang}`, path: `/products?q=${encodeURIComponent(q)}`, lang })
    }
  }
  return list
}
