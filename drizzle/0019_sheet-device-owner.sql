ALTER TABLE "sheets" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sheets" ALTER COLUMN "share_token" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sheets" ADD COLUMN "device_hash" text;--> statement-breakpoint
CREATE INDEX "sheets_device_idx" ON "sheets" USING btree ("device_hash");--> statement-breakpoint
ALTER TABLE "sheets" ADD CONSTRAINT "sheets_has_owner" CHECK ("sheets"."owner_id" is not null or "sheets"."device_hash" is not null);