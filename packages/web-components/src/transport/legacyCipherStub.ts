/**
 * The widgets never place orders (checkout hands the cart to the shop), so the legacy order cipher of
 * core's transport is replaced by this stub in the widget build (see vite.shared.ts).
 */
export async function encryptLegacyString(_plaintext: string): Promise<string> {
  throw new Error('Legacy order encryption is not part of the Souk widgets')
}

/** See `encryptLegacyString`. */
export async function encryptLegacyBody(_params: object): Promise<{ data: string }> {
  throw new Error('Legacy order encryption is not part of the Souk widgets')
}
