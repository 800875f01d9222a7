import type { Db } from '../../db/client.ts';
import { getRatesPerUsd } from '../settings/settings.service.ts';
import * as repo from './alerts.repository.ts';

/**
 * Call when a listing's current price has just gone public (an approval, or a live price edit of an
 * approved listing), inside that transaction: a price lower than the one buyers last saw published is
 * recorded as a drop (the alert round tells whoever liked it or saved a matching search); a rise or the
 * first publication records none. Then the current price becomes the published one.
 * docs/decisions/023-saved-searches-and-alerts.md
 */
export async function recordPublishedPrice(tx: Db, productId: string, now: Date): Promise<boolean> {
  const p = await repo.pricesOf(tx, productId);
  if (!p) return false;
  let dropped = false;
  if (p.publishedPrice !== null && p.publishedCurrency !== null) {
    const oldPrice = Number(p.publishedPrice);
    const newPrice = Number(p.price);
    if (p.publishedCurrency === p.currency) dropped = newPrice < oldPrice;
    else {
      // Another currency: compared at today's rates, so a seller who only changed the currency is no drop.
      const rates = await getRatesPerUsd(tx);
      dropped = newPrice / rates[p.currency] < oldPrice / rates[p.publishedCurrency] - 0.005;
    }
    if (dropped) {
      await repo.insertPriceDrop(tx, { productId, oldPrice, oldCurrency: p.publishedCurrency, newPrice, newCurrency: p.currency, createdAt: now });
    }
  }
  await repo.publishPrice(tx, productId, p.price, p.currency);
  return dropped;
}
