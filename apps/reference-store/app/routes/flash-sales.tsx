import { EmptyState, FlashSales, useLinks, useT } from '@souk/react'
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData, useRevalidator } from 'react-router'
import { titleFromKey } from '../lib/meta'
import { stylesheetsHandle } from '../lib/pageStylesheets'
import { StoreBreadcrumb } from '../lib/structuredData'
import { soukForRequest } from '../souk.server'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('catalogue')

/** The running flash sales with up to 9 products each (contract 4.9). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { souk } = soukForRequest(request, context)
  const { data: sales } = await souk.client.catalog.flashSales()
  return { sales, now: Date.now() }
}

export const meta: MetaFunction = ({ matches }) => [{ title: titleFromKey(matches, 'flashSale.title') }]

export default function FlashSalesPage() {
  const { sales, now } = useLoaderData<typeof loader>()
  const { t } = useT()
  const links = useLinks()
  const revalidator = useRevalidator()
  return (
    <div className="store-page store-stack">
      <StoreBreadcrumb
        items={[{ label: t('common.home'), href: links.localize('/') }, { label: t('flashSale.title') }]}
      />
      <h1>{t('flashSale.allSales')}</h1>
      {sales.length ? (
        <FlashSales
          sales={sales}
          now={now}
          onSaleEnd={() => {
            void revalidator.revalidate()
          }}
        />
      ) : (
        <EmptyState title={t('flashSale.noSales')} />
      )}
    </div>
  )
}
