// The member's cashier images (deposit slips, withdrawal proofs, activity applications' images),
// re-encoded before they get here. A slip or proof sent again replaces the order's earlier one: the
// caller deletes the old row in the transaction that points the order at the new one (issue 27).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/database/client';
import { cashierImages } from '../schema';

export async function insertCashierImage(ex: Executor, memberId: number, contentType: string, bytes: Buffer): Promise<number> {
  const [row] = await ex.insert(cashierImages).values({ memberId, contentType, bytes }).returning({ id: cashierImages.id });
  return row.id;
}

/** Deletes the image an order no longer points at (nothing when there was none). */
export async function deleteReplacedImage(ex: Executor, imageId: number | null, replacement: number): Promise<void> {
  if (imageId === null || imageId === replacement) return;
  await ex.delete(cashierImages).where(eq(cashierImages.id, imageId));
}
