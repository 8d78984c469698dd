/** The typed errors every client call rejects with (contract 1.1, 1.2; spec section 8). */
export * from './replyErrors'
export * from './soukError'
