import { expect, type Locator } from '@playwright/test';

/**
 * Places the slip's bet of `amount` and waits for its receipt. Prices tick while the member reads: a
 * moved price refuses the bet (odds_changed) and the slip shows the new one, so place and confirm are
 * tried again until a receipt shows.
 */
export async function placeFromSlip(slip: Locator, labels: { amount: string; placeBet: string; confirm: string }, amount: string): Promise<void> {
  await slip.getByLabel(labels.amount, { exact: true }).fill(amount);
  await expect(async () => {
    await slip.getByRole('button', { name: labels.placeBet }).click();
    await slip.getByRole('button', { name: labels.confirm }).click();
    await expect(slip.getByRole('status')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}
