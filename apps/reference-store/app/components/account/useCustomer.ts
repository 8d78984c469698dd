import { useMatches } from 'react-router'

/** The signed-in customer as the account layout's loader found them (the layout's id carries the language). */
export function useCustomer(): { name: string; email: string } {
  const layout = useMatches().find((match) => match.id.startsWith('user-layout'))
  return (
    (layout?.data as { customer?: { name: string; email: string } } | undefined)?.customer ?? {
      name: '',
      email: '',
    }
  )
}
