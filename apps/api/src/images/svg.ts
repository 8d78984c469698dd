/** The few vector pictures of the seed: logos, site-feature icons, payment and social marks. */

const wrap = (width: number, height: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">${body}</svg>\n`

const FONT = `font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-weight="700"`

/** Icons of the site features, by their order in the seed (delivery, payment, returns, people). */
const FEATURE_ICONS = [
  // A delivery van.
  '<rect x="6" y="18" width="30" height="22" rx="3" fill="#0f766e"/><path d="M36 24h10l8 9v7H36z" fill="#14b8a6"/><circle cx="16" cy="42" r="5" fill="#134e4a"/><circle cx="46" cy="42" r="5" fill="#134e4a"/><circle cx="16" cy="42" r="2" fill="#fff"/><circle cx="46" cy="42" r="2" fill="#fff"/>',
  // A shield with a check.
  '<path d="M32 6l20 8v14c0 13-9 22-20 28C21 50 12 41 12 28V14z" fill="#1d4ed8"/><path d="M23 31l7 7 12-14" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>',
  // Two arrows in a circle (returns).
  '<circle cx="32" cy="32" r="24" fill="#f59e0b"/><path d="M20 30a12 12 0 0 1 21-7" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/><path d="M44 34a12 12 0 0 1-21 7" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/><path d="M42 15v10H32z" fill="#fff"/><path d="M22 49V39h10z" fill="#fff"/>',
  // A headset.
  '<path d="M14 36v-6a18 18 0 0 1 36 0v6" fill="none" stroke="#7c3aed" stroke-width="5"/><rect x="8" y="32" width="12" height="16" rx="5" fill="#7c3aed"/><rect x="44" y="32" width="12" height="16" rx="5" fill="#7c3aed"/><path d="M50 48c0 6-6 8-14 8" fill="none" stroke="#a78bfa" stroke-width="3"/>',
  // A star.
  '<path d="M32 6l7.6 16.4L57 24.5 44 37l3.2 18L32 46.6 16.8 55 20 37 7 24.5l17.4-2.1z" fill="#e11d48"/>',
]

const PAYMENT: Record<string, { bg: string; fg: string; label: string }> = {
  visa: { bg: '#1a1f71', fg: '#ffffff', label: 'VISA' },
  mastercard: { bg: '#ffffff', fg: '#222222', label: '' },
  paypal: { bg: '#ffffff', fg: '#003087', label: 'PayPal' },
  stripe: { bg: '#635bff', fg: '#ffffff', label: 'stripe' },
}

const SOCIAL: Record<string, { bg: string; label: string }> = {
  facebook: { bg: '#1877f2', label: 'f' },
  instagram: { bg: '#d62976', label: '◎' },
  youtube: { bg: '#ff0000', label: '▶' },
  x: { bg: '#000000', label: 'X' },
}

/** The SVG for a seed name, or null when the name is not one of them. */
export function seedSvg(name: string): string | null {
  if (name === 'logo-header.svg' || name === 'logo-footer.svg') {
    const dark = name === 'logo-header.svg'
    const text = dark ? '#111827' : '#ffffff'
    return wrap(
      160,
      48,
      `<rect x="2" y="6" width="36" height="36" rx="10" fill="#0f766e"/><path d="M11 20h18l-2 14H13z" fill="#fff"/><path d="M15 20a5 5 0 0 1 10 0" fill="none" stroke="#fff" stroke-width="2.5"/><text x="48" y="33" font-size="26" ${FONT} fill="${text}">Souk</text>`,
      'Souk',
    )
  }
  const feature = /^feature-(\d+)\.svg$/.exec(name)
  if (feature) {
    const index = (Number(feature[1]) - 1) % FEATURE_ICONS.length
    return wrap(64, 64, FEATURE_ICONS[Math.max(0, index)] ?? '', 'feature')
  }
  const payment = /^payment-([a-z]+)\.svg$/.exec(name)
  if (payment) {
    const mark = PAYMENT[payment[1] ?? '']
    if (!mark) return null
    const body =
      payment[1] === 'mastercard'
        ? '<circle cx="38" cy="24" r="13" fill="#eb001b"/><circle cx="54" cy="24" r="13" fill="#f79e1b" fill-opacity=".9"/>'
        : `<text x="46" y="31" text-anchor="middle" font-size="18" ${FONT} fill="${mark.fg}">${mark.label}</text>`
    return wrap(
      92,
      48,
      `<rect x="1" y="1" width="90" height="46" rx="6" fill="${mark.bg}" stroke="#d1d5db"/>${body}`,
      payment[1] ?? '',
    )
  }
  const social = /^social-([a-z]+)\.svg$/.exec(name)
  if (social) {
    const mark = SOCIAL[social[1] ?? '']
    if (!mark) return null
    return wrap(
      40,
      40,
      `<circle cx="20" cy="20" r="20" fill="${mark.bg}"/><text x="20" y="27" text-anchor="middle" font-size="20" ${FONT} fill="#fff">${mark.label}</text>`,
      social[1] ?? '',
    )
  }
  return null
}
