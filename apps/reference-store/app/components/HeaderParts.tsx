/**
 * The header's parts that load after the page hydrated (`deferredPart.tsx`, issue 17): the category menu and the
 * phone's menu drawer, the account menu, the language dropdown and the top banner. Their HTML comes with the page
 * and works without their code (links, the language form); a press on one of their buttons before the code
 * arrived is pressed again once it has (`replayPressesIn`). The logo, the search box and the cart button are in
 * the first load.
 */
export {
  AccountMenu,
  CategoryDrawer,
  CategoryMenu,
  LanguageSelect,
  LoadingBar,
  TopBanner,
} from '@souk/react'
