import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates the SQL; the app's own migrator applies it (see docs/decisions).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/*.schema.ts', './src/platform/*/*.schema.ts'],
  out: './migrations',
  casing: 'snake_case',
});
