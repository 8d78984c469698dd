/** Public catalogue reads: settings, home, listings, product detail, flash sales (contract 4.1-4.11, 4.18-4.19). */
import type {
  CatalogueEntry,
  CategoryListingData,
  CategoryListingQuery,
  CommonData,
  CountriesPhones,
  Envelope,
  FlashCard,
  FlashSaleWithProducts,
  HomeData,
  LocalizationData,
  PageQuery,
  Paginator,
  ProductDetail,
  ProductQuery,
  ProductsData,
  ProductsQuery,
  SearchSuggestions,
  SuggestedProducts,
} from '../model'
import { type Query, type Transport, toQuery } from './calls'
import type { CallOptions } from './types'

/** The catalogue calls of a client. */
export function catalogApi(transport: Transport) {
  const get = <T>(path: string, options: CallOptions, query?: Query) =>
    transport.send<T>({ method: 'GET', path, query, signal: options.signal })

  return {
    /** `GET common`: settings, menus, footer and languages (language sent as `Lang`). */
    common: (options: CallOptions = {}): Promise<Envelope<CommonData>> =>
      transport.send({ method: 'GET', path: 'common', languageHeader: 'Lang', signal: options.signal }),
    /** `GET home`: the home page blocks. */
    home: (options: CallOptions = {}) => get<HomeData>('home', options),
    /** `GET all`: one category's products and the sidebar filters. */
    all: (query: CategoryListingQuery, options: CallOptions = {}) =>
      get<CategoryListingData>('all', options, toQuery(query)),
    /** `GET products`: the generic listing (search results, banner and slider sources, home "discover"). */
    products: (query: ProductsQuery = {}, options: CallOptions = {}) =>
      get<ProductsData>('products', options, toQuery(query)),
    /** `GET categories`: every public category, 25 a page. */
    categories: (query: PageQuery = {}, options: CallOptions = {}) =>
      get<Paginator<CatalogueEntry>>('categories', options, toQuery(query)),
    /** `GET brands`: every public brand, 25 a page. */
    brands: (query: PageQuery = {}, options: CallOptions = {}) =>
      get<Paginator<CatalogueEntry>>('brands', options, toQuery(query)),
    /** `GET search`: suggestions for what the shopper typed. */
    search: (q: string, options: CallOptions = {}) => get<SearchSuggestions>('search', options, { q }),
    /** `GET product/{id}`: the product detail (`user_id` fills `wishlisted`). */
    product: (id: number, query: ProductQuery = {}, options: CallOptions = {}) =>
      get<ProductDetail>(`product/${id}`, options, toQuery(query)),
    /** `GET flash-sale`: the running flash sales with up to 9 products each. */
    flashSales: (options: CallOptions = {}) => get<FlashSaleWithProducts[]>('flash-sale', options),
    /** `GET flash-sale/{id}`: one sale's products, 25 a page. */
    flashSale: (id: number, query: PageQuery = {}, options: CallOptions = {}) =>
      get<Paginator<FlashCard>>(`flash-sale/${id}`, options, toQuery(query)),
    /** `GET suggested-products/{id}`: the two "you may also like" lists. */
    suggestedProducts: (id: number, query: PageQuery = {}, options: CallOptions = {}) =>
      get<SuggestedProducts>(`suggested-products/${id}`, options, toQuery(query)),
    /** `GET countries-phones`: countries with their states, and dial codes. */
    countriesPhones: (options: CallOptions = {}) => get<CountriesPhones>('countries-phones', options),
    /** `GET localization`: the UI texts of a language that does not ship with Souk. */
    localization: (localeCode: string, options: CallOptions = {}) =>
      get<LocalizationData>('localization', options, { locale_code: localeCode }),
  }
}
