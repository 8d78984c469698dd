import type { CategoryLink, SearchStatus, SearchSuggestions, SuggestionProduct } from '@souk/core'
import { cx } from '@souk/core'
import { type ReactNode, useId } from 'react'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon'
import { Image } from '../Image'
import { PriceLabel } from '../PriceLabel'
import { usePart } from '../parts'

/** One choosable entry of the suggestions popup (an APG listbox option). */
export type SuggestionOption =
  | { kind: 'keyword'; key: string; text: string }
  | { kind: 'category'; key: string; category: CategoryLink; parentSlug: string | null }
  | { kind: 'product'; key: string; product: SuggestionProduct }
  | { kind: 'compare'; key: string; product: SuggestionProduct }

/** A titled group of options: suggested keywords, categories or products. */
export interface SuggestionGroup {
  id: 'keywords' | 'categories' | 'products'
  options: SuggestionOption[]
}

/**
 * The groups of the popup, in display order (spec §2.7): suggested keywords, categories (with the legacy
 * sub-categories), products. Each product is followed by its compare option, a separate option so that the
 * listbox never nests one interactive control in another.
 */
export function suggestionGroups(suggestions: SearchSuggestions | null | undefined): SuggestionGroup[] {
  if (!suggestions) return []
  const keywords: SuggestionOption[] = suggestions.suggested.map((entry) => ({
    kind: 'keyword',
    key: `k${entry.id}`,
    text: entry.title,
  }))
  // Sub-categories come under their category (shown even when only a sub-category matched), each linked as
  // `/all/{category}/{sub}` (spec §2.5, §2.7).
  const subs = suggestions.sub_category ?? []
  const parents: CategoryLink[] = [...suggestions.category]
  for (const sub of subs) {
    if (sub.category && !parents.some((parent) => parent.id === sub.category?.id)) parents.push(sub.category)
  }
  const subOption = (sub: CategoryLink, parentSlug: string | null): SuggestionOption => ({
    kind: 'category',
    key: `s${sub.id}`,
    category: sub,
    parentSlug,
  })
  const categories: SuggestionOption[] = [
    ...parents.flatMap((parent): SuggestionOption[] => [
      { kind: 'category', key: `c${parent.id}`, category: parent, parentSlug: null },
      ...subs.filter((sub) => sub.category?.id === parent.id).map((sub) => subOption(sub, parent.slug)),
    ]),
    // Legacy answers without the parent: linked alone.
    ...subs.filter((sub) => !sub.category).map((sub) => subOption(sub, null)),
  ]
  const products: SuggestionOption[] = suggestions.product.flatMap((product): SuggestionOption[] => [
    { kind: 'product', key: `p${product.id}`, product },
    { kind: 'compare', key: `x${product.id}`, product },
  ])
  const groups: SuggestionGroup[] = [
    { id: 'keywords', options: keywords },
    { id: 'categories', options: categories },
    { id: 'products', options: products },
  ]
  return groups.filter((group) => group.options.length > 0)
}

/** The DOM id of an option of the listbox `listboxId`. */
export function suggestionOptionId(listboxId: string, key: string): string {
  return `${listboxId}-${key}`
}

/** Props of `SuggestionsPopup`. */
export interface SuggestionsPopupProps {
  /** Id of the listbox (the combobox's `aria-controls`). */
  id: string
  /** Whether the popup is shown. */
  open: boolean
  /** Where the suggestions are: loading, results, nothing found or failed. */
  status: SearchStatus
  /** The text the suggestions belong to (for 'Nothing found for …'). */
  text: string
  /** The groups to show, from `suggestionGroups`. */
  groups: readonly SuggestionGroup[]
  /** Key of the option with visual focus (the combobox's `aria-activedescendant`). */
  activeKey: string | null
  /** Called when an option is pressed. */
  onPick: (option: SuggestionOption) => void
  /** Whether a product is in the compare list (labels its compare option). */
  isCompared?: (productId: number) => boolean
  /** The text of the error state (core's `errorText` of the failure); default 'Something went wrong'. */
  errorMessage?: string
  /** Extra class on the root. */
  className?: string
}

const GROUP_TITLES = {
  keywords: 'search.suggestedKeywords',
  categories: 'search.categories',
  products: 'search.products',
} as const

/**
 * The suggestions popup of the search box (spec §2.7): a listbox of grouped options — suggested keywords,
 * categories (image and title), products (thumbnail, title, current price, struck previous price, discount, and
 * a compare option) — and the loading, 'Nothing found for …' and error states. Presentational: the combobox
 * (`SearchBox`) owns focus and the keyboard; a press inside never takes focus from it.
 */
export function SuggestionsPopup({
  id,
  open,
  status,
  text,
  groups,
  activeKey,
  onPick,
  isCompared = () => false,
  errorMessage,
  className,
}: SuggestionsPopupProps) {
  const { t } = useT()
  const part = usePart('suggestions')
  const baseId = useId()
  const hasOptions = groups.length > 0

  const renderOption = (option: SuggestionOption): ReactNode => {
    const common = {
      id: suggestionOptionId(id, option.key),
      role: 'option' as const,
      'aria-selected': option.key === activeKey,
      'data-active': option.key === activeKey || undefined,
      'data-kind': option.kind,
      className: 'souk-suggestions__option',
      onClick: () => onPick(option),
    }
    switch (option.kind) {
      case 'keyword':
        return (
          <div key={option.key} {...common}>
            <span className="souk-suggestions__keyword">{option.text}</span>
          </div>
        )
      case 'category':
        return (
          <div key={option.key} {...common} data-sub={option.parentSlug ? '' : undefined}>
            <Image
              className="souk-suggestions__thumb"
              src={option.category.image}
              thumb
              alt=""
              width={40}
              height={40}
            />
            <span className="souk-suggestions__title">{option.category.title}</span>
          </div>
        )
      case 'product':
        return (
          <div key={option.key} {...common}>
            <Image
              className="souk-suggestions__thumb"
              src={option.product.image}
              thumb
              alt=""
              width={48}
              height={48}
            />
            <span className="souk-suggestions__product">
              <span className="souk-suggestions__title">{option.product.title}</span>
              <PriceLabel item={option.product} size="sm" />
            </span>
          </div>
        )
      case 'compare': {
        const compared = isCompared(option.product.id)
        return (
          <div key={option.key} {...common} data-compared={compared || undefined}>
            <Icon name="compare" size={18} />
            <span className="souk-visually-hidden">
              {compared
                ? t('a11y.removeProductFromCompare', {
                    product: option.product.title,
                  })
                : t('a11y.addProductToCompare', {
                    product: option.product.title,
                  })}
            </span>
            <span className="souk-suggestions__compare-label" aria-hidden="true">
              {compared ? t('product.removeFromCompare') : t('product.compare')}
            </span>
          </div>
        )
      }
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press inside the popup keeps focus in the search box.
    <div
      className={cx('souk-suggestions', className)}
      part={part()}
      hidden={!open}
      data-status={status}
      data-souk-surface=""
      onMouseDown={(event) => event.preventDefault()}
    >
      {open && status === 'loading' ? (
        <p className="souk-suggestions__message" data-loading="">
          <span className="souk-suggestions__spinner" aria-hidden="true" />
          {t('search.loading')}
        </p>
      ) : null}
      {open && status === 'empty' ? <NothingFound text={text} /> : null}
      {open && status === 'error' ? (
        <p className="souk-suggestions__message">{errorMessage || t('errors.somethingWentWrong')}</p>
      ) : null}
      <div
        id={id}
        role="listbox"
        aria-label={t('a11y.searchSuggestions')}
        className="souk-suggestions__list"
        hidden={!hasOptions || status === 'empty' || status === 'error'}
        aria-busy={status === 'loading' || undefined}
      >
        {groups.map((group) => {
          const titleId = `${baseId}${group.id}`
          return (
            // biome-ignore lint/a11y/useSemanticElements: an APG listbox groups its options with role="group" (a fieldset is for form controls).
            <div
              key={group.id}
              role="group"
              aria-labelledby={titleId}
              className="souk-suggestions__group"
              data-group={group.id}
            >
              <div id={titleId} role="presentation" className="souk-suggestions__group-title">
                {t(GROUP_TITLES[group.id])}
              </div>
              {group.options.map(renderOption)}
            </div>
          )
        })}
      </div>
    </div>
  )
}

// A placeholder that no translation contains, to put the searched text (in a <q>) inside the translated sentence.
const SLOT = '\u2063TEXT\u2063'

/** Props of `NothingFound`. */
export interface NothingFoundProps {
  /** The searched text, quoted in the sentence. */
  text: string
}

/** 'Nothing found for “x”', the text quoted with the language's own quotation marks (`<q>`). */
export function NothingFound({ text }: NothingFoundProps) {
  const { t } = useT()
  const [before = '', after = ''] = t('search.nothingFoundFor', { text: SLOT }).split(SLOT)
  return (
    <p className="souk-suggestions__message" data-empty="">
      {before}
      <q>{text}</q>
      {after}
    </p>
  )
}
