-- A penalty counts once the referee countersigned it (TSR 8.2.2). Penalties given in the office so far were signed by
-- the organizer who gave them; the table's device may now note one that waits for the signature.
ALTER TABLE "penalties" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "penalties" ADD COLUMN "signed_by" uuid;--> statement-breakpoint
ALTER TABLE "penalties" ADD CONSTRAINT "penalties_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "penalties" SET "signed_at" = "created_at", "signed_by" = "created_by";
