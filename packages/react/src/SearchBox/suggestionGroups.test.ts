import { makeSearchSuggestions } from '@souk/core/testing'
import { describe, expect, it } from 'vitest'
import { suggestionGroups } from './SuggestionsPopup'

const categoryOptions = (suggestions: Parameters<typeof suggestionGroups>[0]) =>
  suggestionGroups(suggestions)
    .find((group) => group.id === 'categories')
    ?.options.map((option) =>
      option.kind === 'category' ? `${option.parentSlug ? '  ' : ''}${option.category.slug}` : option.key,
    )

describe('the categories group of the search popup', () => {
  it('puts each sub-category under its category, not in one flat list', () => {
    const suggestions = makeSearchSuggestions({
      category: [
        { id: 1, title: 'Electronics', slug: 'electronics', image: null },
        { id: 2, title: 'Books', slug: 'books', image: null },
      ],
      sub_category: [
        {
          id: 21,
          title: 'Novels',
          slug: 'novels',
          image: null,
          category: { id: 2, title: 'Books', slug: 'books' },
        },
        {
          id: 11,
          title: 'Phones',
          slug: 'phones',
          image: null,
          category: { id: 1, title: 'Electronics', slug: 'electronics' },
        },
      ],
    })
    expect(categoryOptions(suggestions)).toEqual(['electronics', '  phones', 'books', '  novels'])
  })

  it('shows the category of a sub-category that matched alone', () => {
    const suggestions = makeSearchSuggestions({
      category: [],
      sub_category: [
        {
          id: 11,
          title: 'Phones',
          slug: 'phones',
          image: null,
          category: { id: 1, title: 'Electronics', slug: 'electronics' },
        },
      ],
    })
    expect(categoryOptions(suggestions)).toEqual(['electronics', '  phones'])
  })
})
