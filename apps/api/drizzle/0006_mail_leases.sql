ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("id") WHERE sent_at IS NULL;--> statement-breakpoint
-- Rows the earlier sender had tried count one attempt; those it left marked 'sending' (it stopped mid-send) are due again.
UPDATE "mail_outbox" SET "attempts" = 1 WHERE "sent_at" IS NOT NULL OR "error" IS NOT NULL;--> statement-breakpoint
UPDATE "mail_outbox" SET "error" = NULL, "next_attempt_at" = now() WHERE "sent_at" IS NULL AND "error" = 'sending';
