import { defineConfig } from 'drizzle-kit';

// Migrations are plain SQL shared by PGlite and PostgreSQL; both run them at start.
export default defineConfig({
  dialect: 'postgresql',
  // One schema file per area (schema.ts, schema-accounts.ts, ...); drizzle-kit reads them all.
  schema: './platform/src/db/schema*.ts',
  out: './platform/migrations',
});
