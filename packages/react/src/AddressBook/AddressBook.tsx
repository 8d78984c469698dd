import type { Address } from '@souk/core'
import { cx } from '@souk/core'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { AddressForm } from '../AddressForm'
import { Button } from '../Button'
import { Dialog } from '../Dialog'
import { EmptyState } from '../EmptyState'
import { useAddresses } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon'
import { Shimmer } from '../Shimmer'
import { useSouk } from '../SoukProvider'
import { AddressCard } from './AddressCard'

/** Props of `AddressBook`. */
export interface AddressBookProps {
  /**
   * Makes the list a choice (the shipping step): each card is a radio; the checked one is `value`, and a
   * newly added address is chosen at once.
   */
  onSelect?: (address: Address) => void
  /** Id of the chosen address when choosing. */
  value?: number | null
  /** Title of the list; default 'Address book' (or 'Ship to' when choosing). */
  title?: ReactNode
  /** Heading level of the title (cards use the next level); 1 when the book is the page (the account area). */
  headingLevel?: 1 | 2 | 3
  /** Extra class on the root. */
  className?: string
}

type Editing = { mode: 'create' } | { mode: 'edit'; address: Address } | null

/**
 * The shopper's address book, connected to the address store (loaded on mount): a list of `AddressCard`s
 * with Edit and Delete, an 'Add a new address' button, and the `AddressForm` in a `Dialog` for adding and
 * editing; deleting asks first in a dialog. 'No address found' when empty. With `onSelect` the cards form a
 * radio group to choose where the order goes.
 */
export function AddressBook({ onSelect, value, title, headingLevel = 2, className }: AddressBookProps) {
  const { t } = useT()
  const souk = useSouk()
  const id = useId()
  const { list, status, pending } = useAddresses(
    useShallow((state) => ({ list: state.list, status: state.status, pending: state.pending })),
  )
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Address | null>(null)
  const choosing = Boolean(onSelect)
  const Heading = `h${headingLevel}` as const
  const cardLevel = (headingLevel + 1) as 2 | 3 | 4

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads the list (and the country names) once.
  useEffect(() => {
    if (souk.addresses.getState().status === 'idle') void souk.addresses.getState().load()
    souk.settings
      .getState()
      .loadCountries()
      .catch(() => undefined)
  }, [])

  const onSaved = (address: Address) => {
    const created = editing?.mode === 'create'
    setEditing(null)
    if (created || address.id === value) onSelect?.(address)
  }

  const confirmDelete = async () => {
    if (!deleting) return
    const done = await souk.addresses.getState().remove(deleting.id)
    if (done) {
      setDeleting(null)
      souk.toast.getState().show(t('success.addressDeleted'))
    }
  }

  const cards = list.map((address) => (
    <AddressCard
      key={address.id}
      address={address}
      headingLevel={cardLevel}
      radioName={choosing ? `${id}address` : undefined}
      selected={choosing && address.id === value}
      onSelect={onSelect}
      onEdit={(chosen) => setEditing({ mode: 'edit', address: chosen })}
      onDelete={setDeleting}
    />
  ))

  let body: ReactNode
  if (status === 'loading' || (status === 'idle' && list.length === 0)) {
    body = <Shimmer variant="block" count={2} />
  } else if (status === 'error' && list.length === 0) {
    body = (
      <div className="souk-address-book__error" role="alert">
        <p>{t('errors.somethingWentWrong')}</p>
        <Button variant="secondary" size="sm" onClick={() => void souk.addresses.getState().load()}>
          {t('common.retry')}
        </Button>
      </div>
    )
  } else if (list.length === 0) {
    body = (
      <EmptyState
        icon={<Icon name="pickup" size="2.5em" />}
        title={t('empty.addresses')}
        headingLevel={cardLevel}
      />
    )
  } else if (choosing) {
    body = (
      <fieldset className="souk-address-book__choices">
        <legend className="souk-visually-hidden">{title ?? t('shipping.shipTo')}</legend>
        {cards}
      </fieldset>
    )
  } else {
    body = (
      <ul className="souk-address-book__list">
        {cards.map((card) => (
          <li key={card.key}>{card}</li>
        ))}
      </ul>
    )
  }

  return (
    <section
      className={cx('souk-address-book', className)}
      aria-labelledby={`${id}title`}
      aria-busy={status === 'loading' || undefined}
      data-choosing={choosing || undefined}
    >
      <div className="souk-address-book__header">
        <Heading id={`${id}title`} className="souk-address-book__title">
          {title ?? (choosing ? t('shipping.shipTo') : t('address.title'))}
        </Heading>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="plus" />}
          onClick={() => setEditing({ mode: 'create' })}
        >
          {t('address.addNew')}
        </Button>
      </div>
      {body}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('address.edit') : t('address.addNew')}
        size="lg"
        closeOnBackdrop={false}
      >
        {editing ? (
          <AddressForm
            address={editing.mode === 'edit' ? editing.address : null}
            onSaved={onSaved}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('address.delete')}
        description={t('address.deleteConfirm')}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" busy={pending} onClick={() => void confirmDelete()}>
              {t('common.delete')}
            </Button>
          </>
        }
      >
        {deleting ? (
          <p className="souk-address-book__deleting" dir="auto">
            {deleting.name}, {deleting.address_1}
          </p>
        ) : null}
      </Dialog>
    </section>
  )
}
