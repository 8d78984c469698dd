import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { ErrorView } from './ErrorView'

describe('ErrorView', () => {
  it('says sorry, with the status code and the default message', () => {
    renderWithSouk(<ErrorView />)
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry' })).toBeInTheDocument()
    expect(screen.getByText('Error 500')).toBeInTheDocument()
    expect(screen.getByText('Something went wrong')).toBeInTheDocument()
  })

  it('shows the error’s own status code and message', () => {
    renderWithSouk(<ErrorView statusCode={404} message="This page could not be found" />)
    expect(screen.getByText('Error 404')).toBeInTheDocument()
    expect(screen.getByText('This page could not be found')).toBeInTheDocument()
  })

  it('reloads with its reload button', async () => {
    const onReload = vi.fn()
    renderWithSouk(<ErrorView onReload={onReload} />)
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }))
    expect(onReload).toHaveBeenCalledTimes(1)
  })

  it('goes home in the current language, or where it is told', () => {
    const { unmount } = renderWithSouk(<ErrorView />, { language: 'ar' })
    expect(screen.getByRole('link')).toHaveAttribute('href', '/ar')
    unmount()
    renderWithSouk(<ErrorView homeHref="/shop" />)
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/shop')
  })

  it('has a minimal variant with only a sentence and a home link', () => {
    const { container } = renderWithSouk(<ErrorView variant="minimal" />)
    expect(container).toHaveTextContent(
      'Something went wrong while showing this error. Please return to the home page.',
    )
    expect(screen.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('heading')).toBeNull()
  })
})
