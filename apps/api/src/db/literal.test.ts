import { CartSelection, Visibility } from '@souk/core'
import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { literal } from './literal'

const dialect = new PgDialect()

describe('a coded value in SQL', () => {
  it('is written into the text as a literal, not sent as a bind parameter', () => {
    const query = dialect.sqlToQuery(
      sql`SELECT id FROM carts WHERE status = ${literal(Visibility.PUBLIC)} AND selected = ${literal(CartSelection.UNSELECTED)}`,
    )
    expect(query.sql).toBe('SELECT id FROM carts WHERE status = 1 AND selected = 2')
    expect(query.params).toEqual([])
  })

  it('refuses anything but an integer', () => {
    expect(() => literal(Number.NaN)).toThrow(TypeError)
    expect(() => literal(1.5)).toThrow(TypeError)
    expect(() => literal('1; DROP TABLE carts' as unknown as number)).toThrow(TypeError)
  })
})
