/** The whole database schema (PostgreSQL dialect), one module per area. */
export * from './catalog'
export * from './customers'
export * from './security'
export * from './sellers'
export * from './site'
