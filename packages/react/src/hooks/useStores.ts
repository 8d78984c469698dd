import type {
  AddressesState,
  BannerFlagsState,
  CartState,
  FollowingState,
  SavedProductsState,
  SearchState,
  SessionState,
  SettingsState,
  ToastState,
} from '@souk/core'
import { selectIsLoggedIn } from '@souk/core'
import { useStore } from 'zustand'
import { useSouk } from '../SoukProvider/SoukProvider'

// Each hook is a one-line selector over a core store: components re-render only when their slice changes.
// Pass a selector that returns a stable value (a field, or wrap object results with zustand's useShallow).

const whole = <S>(state: S) => state

/** The cart store (lines, count, actions). */
export function useCart<T = CartState>(
  selector: (state: CartState) => T = whole as (state: CartState) => T,
): T {
  return useStore(useSouk().cart, selector)
}

/** The session store (token, profile, sign-in actions). */
export function useSession<T = SessionState>(
  selector: (state: SessionState) => T = whole as (state: SessionState) => T,
): T {
  return useStore(useSouk().session, selector)
}

/** True when a customer is signed in. */
export function useIsLoggedIn(): boolean {
  return useStore(useSouk().session, selectIsLoggedIn)
}

/** The settings store (`common`, payment gateway, countries). */
export function useSettings<T = SettingsState>(
  selector: (state: SettingsState) => T = whole as (state: SettingsState) => T,
): T {
  return useStore(useSouk().settings, selector)
}

/** The wishlist store. */
export function useWishlist<T = SavedProductsState>(
  selector: (state: SavedProductsState) => T = whole as (state: SavedProductsState) => T,
): T {
  return useStore(useSouk().wishlist, selector)
}

/** The compare-list store. */
export function useCompare<T = SavedProductsState>(
  selector: (state: SavedProductsState) => T = whole as (state: SavedProductsState) => T,
): T {
  return useStore(useSouk().compare, selector)
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
  return useStore(useSouk().toast, selector)
}

/** The search suggestions store. */
export function useSearch<T = SearchState>(
  selector: (state: SearchState) => T = whole as (state: SearchState) => T,
): T {
  return useStore(useSouk().search, selector)
}

/** The banner and cookie flags store. */
export function useBanners<T = BannerFlagsState>(
  selector: (state: BannerFlagsState) => T = whole as (state: BannerFlagsState) => T,
): T {
  return useStore(useSouk().banners, selector)
}
