// Commits one row in an embedded PGlite database, marking the commit on stderr, so a system-call trace shows what
// reaches the disk at a commit:
//   strace -f -e trace=pwrite64,write,fsync,fdatasync node apps/api/scripts/pglite-commit.mjs /tmp/pglite-commit
// Measured with PGlite 0.5.16: the commit writes the WAL with one pwrite64 and issues no fsync or fdatasync, then or
// ever after (see the API README, Durability).
import { PGlite } from '@electric-sql/pglite'

const dataDir = process.argv[2]
if (!dataDir) {
  console.error('usage: node apps/api/scripts/pglite-commit.mjs <new data folder>')
  process.exit(2)
}
const db = await PGlite.create(dataDir)
await db.exec('CREATE TABLE IF NOT EXISTS commit_probe (id serial PRIMARY KEY, note text)')
console.error('--- commit starts')
await db.exec("BEGIN; INSERT INTO commit_probe (note) VALUES ('an order'); COMMIT;")
console.error('--- commit returned')
await db.close()
console.error('--- closed')
