import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// A plain Vite + React app: nothing Souk-specific, as the packages' READMEs promise.
export default defineConfig({
  plugins: [react()],
})
