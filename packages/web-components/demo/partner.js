// The magazine's own script (a file: the page's Content-Security-Policy allows no inline script): a language
// switch for every widget through <souk-config>, and a log of the widgets' events.
const events = [
  'souk-cart-open',
  'souk-cart-add',
  'souk-cart-change',
  'souk-checkout',
  'souk-search',
  'souk-product-select',
  'souk-error',
]
const log = document.querySelector('#events')
for (const name of events) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li')
    item.dataset.event = name
    const detail = { ...event.detail }
    if (typeof detail.url === 'string') detail.url = detail.url.replace(/souk_guest=[^&]+/, 'souk_guest=…')
    if ('error' in detail) detail.error = String(detail.error)
    item.textContent = `${name} ${JSON.stringify(detail)}`
    log?.append(item)
  })
}
document.querySelector('#language')?.addEventListener('change', (event) => {
  document.querySelector('souk-config')?.setAttribute('language', event.target.value)
})
