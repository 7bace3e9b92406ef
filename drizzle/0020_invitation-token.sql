-- Invitations made before links existed get a hash of a token nobody holds: the owner issues a new link.
ALTER TABLE "club_invitations" ADD COLUMN "token_hash" text DEFAULT encode(sha256(gen_random_uuid()::text::bytea), 'hex') NOT NULL;--> statement-breakpoint
ALTER TABLE "club_invitations" ALTER COLUMN "token_hash" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "club_invitations" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "club_invitations" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "club_invitations_token_hash_unique" ON "club_invitations" USING btree ("token_hash");