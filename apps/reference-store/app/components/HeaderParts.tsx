/**
 * The header's parts that load after the page hydrated (`deferredPart.tsx`, issue 17): the category menu and the
 * phone's menu drawer, the account menu, the language dropdown, the search box and the top banner (and the loading
 * bar, idle until a navigation). Their HTML comes with the page and works without their code (links, the language
 * and search forms); a press on one of their buttons before the code arrived is pressed again once it has, and a
 * text typed in the search box meanwhile reaches it (`replayPressesIn`). The logo and the cart button are in the
 * first load.
 */
export {
  AccountMenu,
  CategoryDrawer,
  CategoryMenu,
  LanguageSelect,
  LoadingBar,
  SearchBox,
  TopBanner,
} from '@souk/react'
