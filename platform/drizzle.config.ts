import { defineConfig } from 'drizzle-kit';

// Migrations are plain SQL shared by PGlite and PostgreSQL; both run them at start.
export default defineConfig({
  dialect: 'postgresql',
  // Each module owns its tables (modules/<capability>/schema*.ts); the settings tables no one module
  // owns stand in core/database. drizzle-kit reads them all.
  schema: ['./platform/src/modules/*/schema*.ts', './platform/src/modules/*/*/schema*.ts', './platform/src/core/database/schema*.ts'],
  out: './platform/migrations',
});
