import path from 'node:path'
import { defineConfig } from 'vite'
import { widgetIcons } from './vite.icons.ts'
import { conditions, packageDir, slimWidgetResolutions, widgetAliases } from './vite.shared.ts'
import { chunkFileName, widgetTexts } from './vite.texts.ts'

/** Whether a module belongs to one element only: its folder here and the @souk/react folders only it uses. */
function elementModules(folder: string, components: readonly string[]): (id: string) => boolean {
  const own = new RegExp(`[\\\\/]web-components[\\\\/]src[\\\\/]${folder}[\\\\/]`)
  const used = new RegExp(`[\\\\/]react[\\\\/]src[\\\\/](${components.join('|')})[\\\\/]`)
  return (id) => own.test(id) || used.test(id)
}

/**
 * What every element needs before it renders: preact, r2wc, zustand, core, the themes, the elements' base and
 * the few @souk/react modules that every element uses. Modules of some elements only are not in it: they go
 * to their element's chunk, or to a chunk shared by the elements that use them.
 */
const runtimeModule =
  /[\\/]node_modules[\\/]|[\\/]core[\\/]src[\\/]|[\\/]themes[\\/]|web-components[\\/]src[\\/](base[\\/]|config[\\/]|i18n[\\/]|transport[\\/]|texts[\\/]index\.ts)|[\\/]react[\\/]src[\\/](hooks[\\/]|SoukProvider|Icon[\\/]|index\.ts|product\.ts|checkout\.ts|chrome\.ts|home\.ts|primitives\.ts)/
// Shared by some elements only, although under the folders above: the cart's shallow selector, the hand-off
// (the widgets' and core's part of it), and the cart's rules with what only they and some elements use (its
// totals, shipping and quantity rules, the product's add-to-cart checks): the widgets' cart loads them with its
// first call (core's `createLazyCartStore`), a page with one card never does. Likewise the variant rules
// (`findInventory`, the variant's unit price: the product and the cart), the search's targets and the address
// lines' place names (the search, the cart's shipping), and the search's actions (core's `createLazySearchStore`
// loads them with the first one).
const notRuntime =
  /zustand[\\/]esm[\\/](vanilla[\\/]|react[\\/])shallow|web-components[\\/]src[\\/]base[\\/](handoff|toastRegion)|core[\\/]src[\\/](session[\\/]guestHandoff|cart[\\/](cartActions|cartSelectors|cartForm)|saved[\\/](savedProductsActions|allPages)|validation[\\/]validate(AddToCart|Shipping|Quantity)|pricing[\\/](shippingCharges|cartTotals|lineAmounts|bundleFreeUnits|unitTax|voucherDiscount|productServices|findInventory|variantImage|checkoutUnitPrice)|search[\\/](searchNavigation|searchActions)|addresses[\\/]addressLines)\./
const entryModule =
  /[\\/]locales[\\/]|dark\.css|web-components[\\/]src[\\/](define[\\/]|souk\.ts|all\.ts|index\.ts)/

/** Every tag with its own entry for bundlers: `dist/define/<tag>.js`. */
const tags = [
  'souk-config',
  'souk-product-card',
  'souk-product',
  'souk-product-list',
  'souk-cart-button',
  'souk-cart',
  'souk-search',
]

// Library mode: dist/souk.js (the autoloader, for <script type="module">), dist/all.js (every tag at once), the
// per-tag entries and dist/index.js, built against preact/compat and fully minified; shared code and each language's texts land in chunks beside them.
export default defineConfig({
  plugins: [slimWidgetResolutions(), widgetTexts({ first: 'define/souk-product-card' }), widgetIcons()],
  resolve: { alias: widgetAliases, conditions },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    target: 'es2022',
    // Browsers with native light-dark() and nesting: no CSS polyfills inflate the widgets.
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    manifest: true,
    sourcemap: false,
    emptyOutDir: true,
    lib: {
      entry: {
        souk: path.join(packageDir, 'src/souk.ts'),
        all: path.join(packageDir, 'src/all.ts'),
        index: path.join(packageDir, 'src/index.ts'),
        ...Object.fromEntries(
          tags.map((tag) => [`define/${tag}`, path.join(packageDir, `src/define/${tag}.ts`)]),
        ),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      // Needed by includeDependenciesRecursively: false; entries may gain exports, never lose them.
      preserveEntrySignatures: 'allow-extension',
      output: {
        minify: true,
        // Licence comments stay; pure annotations and JSDoc do not: the chunks are tree-shaken already, and a page
        // downloads every byte of them.
        comments: { legal: true, annotation: false, jsdoc: false },
        entryFileNames: '[name].js',
        chunkFileNames: chunkFileName,
        // One shared runtime chunk (preact, core, the base element) and one chunk per element: a page loads one
        // request per element it uses instead of many small files. Languages stay in chunks of their own.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'product-card',
              priority: 2,
              // The card the widgets show (`ProductCardView`); `ProductCard` adds the shop's wishlist and compare
              // toggles, which a card page does not download (the list's grid uses it).
              test: (id: string) =>
                elementModules('product-card', ['ProductCard', 'PriceLabel', 'Rating', 'Image'])(id) &&
                !/[\\/]ProductCard[\\/]ProductCard\.tsx$/.test(id),
            },
            { name: 'cart-button', priority: 2, test: elementModules('cart-button', ['Header']) },
            {
              name: 'product',
              priority: 2,
              test: elementModules('product', [
                'ProductGallery',
                'AttributePicker',
                'AddToCart',
                'QuantityInput',
              ]),
            },
            {
              name: 'product-list',
              priority: 2,
              test: elementModules('product-list', ['ProductGrid', 'Pagination', 'EmptyState', 'Shimmer']),
            },
            {
              name: 'cart',
              priority: 2,
              test: elementModules('cart', [
                'CartLine',
                'CartSummary',
                'VoucherInput',
                'Dialog',
                'Popover',
                'AddressForm',
              ]),
            },
            { name: 'search', priority: 2, test: elementModules('search', ['SearchBox']) },
            {
              name: 'runtime',
              priority: 1,
              test: (id: string) => runtimeModule.test(id) && !notRuntime.test(id) && !entryModule.test(id),
            },
          ],
        },
      },
    },
  },
})
