import { describe, expect, it } from 'vitest'
import { CART_FORM, readCartForm, selectionChoices } from './cartForm'

const form = (fields: [string, string][]) => new URLSearchParams(fields)

describe('readCartForm', () => {
  it('reads each intent with its fields', () => {
    expect(
      readCartForm(
        form([
          ['intent', 'add'],
          ['product_id', '12'],
          ['choice', '1:4'],
          ['choice', '2:9'],
          ['quantity', '3'],
        ]),
      ),
    ).toEqual({ intent: 'add', productId: 12, selection: { 1: 4, 2: 9 }, quantity: '3' })
    expect(
      readCartForm(
        form([
          ['intent', 'buy-now'],
          ['product_id', '12'],
        ]),
      ),
    ).toMatchObject({ quantity: '1' })
    expect(
      readCartForm(
        form([
          ['intent', 'remove'],
          ['line_id', '7'],
        ]),
      ),
    ).toEqual({ intent: 'remove', lineId: 7 })
    expect(
      readCartForm(
        form([
          ['intent', 'voucher'],
          ['voucher', ' SAVE5 '],
        ]),
      ),
    ).toEqual({
      intent: 'voucher',
      code: ' SAVE5 ',
    })
  })

  it('takes the quantity a − / + button sets over the one in the field', () => {
    const fields: [string, string][] = [
      ['intent', 'quantity'],
      ['line_id', '7'],
      ['quantity', '2'],
    ]
    expect(readCartForm(form(fields))).toEqual({ intent: 'quantity', lineId: 7, quantity: '2' })
    expect(readCartForm(form([...fields, [CART_FORM.setQuantity, '3']]))).toMatchObject({ quantity: '3' })
  })

  it('refuses a form no page of the shop posts: unknown intent, missing or malformed ids', () => {
    for (const fields of [
      [],
      [['intent', 'delete-everything']],
      [['intent', 'add']],
      [
        ['intent', 'add'],
        ['product_id', '-1'],
      ],
      [
        ['intent', 'add'],
        ['product_id', '1'],
        ['choice', 'x'],
      ],
      [
        ['intent', 'quantity'],
        ['line_id', '1.5'],
      ],
      [['intent', 'remove']],
    ] as [string, string][][]) {
      expect(readCartForm(form(fields)), JSON.stringify(fields)).toBeNull()
    }
  })

  it('writes a selection as the choices a form carries', () => {
    expect(selectionChoices({ 1: 4, 2: null, 3: 8 })).toEqual(['1:4', '3:8'])
  })
})
