import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { isPublicProduct } from '../products/products.service.ts';

// The newest listings of each type only: each read walks products_public_type_idx and stops there.
const SAMPLE = 300;

/** The newest new, public listings of a type, with what the market prices are read from. */
export async function newestPublicOfType(db: Db, type: 'Panel' | 'Battery' | 'Charging Devices', now: Date) {
  return db
    .select({ name: products.name, brand: products.brand, model: products.model, priceUsd: products.priceUsd, specifications: products.specifications })
    .from(products)
    .where(and(eq(products.type, type), isPublicProduct(now), sql`${products.condition} = 'New'`))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(SAMPLE);
}
