import type {
  AddressesState,
  BannerFlagsState,
  CartState,
  CatalogueSettingsState,
  FollowingState,
  SavedProductsState,
  SearchState,
  SessionState,
  ToastState,
} from '@souk/core'
import { selectIsLoggedIn } from '@souk/core'
import { useStore } from 'zustand'
import { useSouk, useWidgetSouk } from '../SoukProvider/SoukProvider'

// Each hook is a one-line selector over a core store: components re-render only when their slice changes.
// Pass a selector that returns a stable value (a field, or wrap object results with zustand's useShallow).

const whole = <S>(state: S) => state

/** The cart store (lines, count, actions). */
export function useCart<T = CartState>(
  selector: (state: CartState) => T = whole as (state: CartState) => T,
): T {
  return useStore(useWidgetSouk().cart, selector)
}

/** The session store (token, profile, sign-in actions). */
export function useSession<T = SessionState>(
  selector: (state: SessionState) => T = whole as (state: SessionState) => T,
): T {
  return useStore(useSouk().session, selector)
}

/** True when a customer is signed in. */
export function useIsLoggedIn(): boolean {
  return useStore(useWidgetSouk().session, selectIsLoggedIn)
}

/** The settings store's catalogue part (`common`, countries); the payment gateway: `useSouk().settings`. */
export function useSettings<T = CatalogueSettingsState>(
  selector: (state: CatalogueSettingsState) => T = whole as (state: CatalogueSettingsState) => T,
): T {
  return useStore(useWidgetSouk().settings, selector)
}

/** The wishlist store. */
export function useWishlist<T = SavedProductsState>(
  selector: (state: SavedProductsState) => T = whole as (state: SavedProductsState) => T,
): T {
  return useStore(useWidgetSouk().wishlist, selector)
}

/** The compare-list store. */
export function useCompare<T = SavedProductsState>(
  selector: (state: SavedProductsState) => T = whole as (state: SavedProductsState) => T,
): T {
  return useStore(useWidgetSouk().compare, selector)
}

/** The address book store. */
export function useAddresses<T = AddressesState>(
  selector: (state: AddressesState) => T = whole as (state: AddressesState) => T,
): T {
  return useStore(useSouk().addresses, selector)
}

/** The followed-stores store. */
export function useFollowing<T = FollowingState>(
  selector: (state: FollowingState) => T = whole as (state: FollowingState) => T,
): T {
  return useStore(useSouk().following, selector)
}

/** The toast store. */
export function useToast<T = ToastState>(
  selector: (state: ToastState) => T = whole as (state: ToastState) => T,
): T {
  return useStore(useWidgetSouk().toast, selector)
}

/** The search suggestions store. */
export function useSearch<T = SearchState>(
  selector: (state: SearchState) => T = whole as (state: SearchState) => T,
): T {
  return useStore(useWidgetSouk().search, selector)
}

/** The banner and cookie flags store. */
export function useBanners<T = BannerFlagsState>(
  selector: (state: BannerFlagsState) => T = whole as (state: BannerFlagsState) => T,
): T {
  return useStore(useSouk().banners, selector)
}
