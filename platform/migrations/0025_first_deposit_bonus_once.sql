-- A first-deposit bonus is decided when the deposit is APPROVED (under a per-member lock), not when
-- the order is made, and is paid once per member: its claim carries the reference 'first-deposit',
-- and this index lets a member hold one such claim whichever first-deposit promotion it came from.
-- `bonus_outcome` says on the order what became of the promotion it chose: paid, already_claimed
-- (the member had its first-deposit bonus or an approved deposit before; approved as a plain
-- deposit) or closed (the promotion ended, was disabled, or the amount is below its minimum).
ALTER TABLE "deposit_orders" ADD COLUMN "bonus_outcome" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_bonus_outcome" CHECK ("bonus_outcome" is null or "bonus_outcome" in ('paid', 'already_claimed', 'closed'));--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_first_deposit_key" ON "promotion_claims" USING btree ("member_id") WHERE "promotion_claims"."reference" = 'first-deposit';
