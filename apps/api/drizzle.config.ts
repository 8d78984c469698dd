import { defineConfig } from 'drizzle-kit'

// Generates the SQL migrations in ./drizzle from the schema; the API applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
})
