import {
  type CartHandoffPreview,
  claimCartHandoff,
  handoffNeedsConsent,
  previewCartHandoff,
  type Souk,
} from '@souk/core'
import { Button, Dialog, useSouk, useT } from '@souk/react'
import { useState } from 'react'

/**
 * A cart handed over by the widgets on a partner's page (`?souk_handoff=<one-time code>`): loaded by the cart page
 * only when its address carries one, so the cart's first load leaves it out (issue 17).
 */

/** A hand-off waiting for the visitor's answer: the code and what it would bring. */
export interface HandoffOffer {
  code: string
  preview: CartHandoffPreview
}

/**
 * Takes the hand-off of `code` into the loaded cart: claimed at once into an empty cart; for a cart that has
 * lines, the offer to put to the visitor (null when there is nothing to offer).
 */
export async function takeHandoff(souk: Souk, code: string): Promise<HandoffOffer | null> {
  if (!handoffNeedsConsent(souk.cart.getState())) {
    await claimCartHandoff(souk, code)
    return null
  }
  const preview = await previewCartHandoff(souk, code)
  return preview ? { code, preview } : null
}

/** The question put to a visitor whose cart has lines: add the handed-over lines, or keep the cart as it is. */
export function HandoffDialog({ offer, onDone }: { offer: HandoffOffer; onDone: () => void }) {
  const { t } = useT()
  const souk = useSouk()
  const [claiming, setClaiming] = useState(false)
  const keepCart = () => {
    onDone()
    souk.toast.getState().show(t('handoff.kept'))
  }
  const addHandedOver = async () => {
    setClaiming(true)
    await claimCartHandoff(souk, offer.code)
    setClaiming(false)
    onDone()
  }
  const site = offer.preview.origin ? new URL(offer.preview.origin).host : null
  return (
    <Dialog
      open
      onClose={keepCart}
      title={t('handoff.title')}
      description={
        site
          ? t('handoff.question', { count: offer.preview.items, site })
          : t('handoff.questionElsewhere', { count: offer.preview.items })
      }
      size="sm"
      className="store-cart__handoff"
      footer={
        <>
          <Button variant="secondary" onClick={keepCart} disabled={claiming}>
            {t('handoff.keep')}
          </Button>
          <Button onClick={() => void addHandedOver()} busy={claiming} busyLabel={t('common.loading')}>
            {t('handoff.add')}
          </Button>
        </>
      }
    />
  )
}
