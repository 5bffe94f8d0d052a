import type { Database } from '../platform/database/connection.ts';
import { withTenant } from '../platform/database/tenant-scope.ts';
import { stockImages, type NewStockImageRow, type StockImageRow } from '../modules/pictures/stock-images.schema.ts';
import { nextSequence } from './sequence.ts';

type StockImageOverrides = Partial<Omit<NewStockImageRow, 'tenantId'>>;

/** Inserts a stock image of a tenant (a general one unless `categoryTagId` is given); overrides win. */
export async function createStockImage(
  database: Database,
  tenantId: number,
  overrides: StockImageOverrides = {},
): Promise<StockImageRow> {
  const number = nextSequence();
  return withTenant(database, tenantId, async ({ transaction }) => {
    const [row] = await transaction
      .insert(stockImages)
      .values({
        tenantId,
        imageUrl: `https://beeldbank.example/foto-${number}.jpg`,
        width: 1600,
        height: 900,
        altNl: `Vrijwilligers aan het werk (${number})`,
        altEn: `Volunteers at work (${number})`,
        ...overrides,
      })
      .returning();
    if (!row) throw new Error('stock image insert returned nothing');
    return row;
  });
}
