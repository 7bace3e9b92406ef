CREATE TABLE "captain_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"code_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"side" text NOT NULL,
	"device_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "captain_sessions_status_valid" CHECK ("captain_sessions"."status" in ('active', 'pending', 'replaced', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "captain_submissions" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"match_id" uuid NOT NULL,
	"session_id" uuid,
	"payload_hash" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_code_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"tournament_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_code_tags" (
	"tournament_id" uuid PRIMARY KEY NOT NULL,
	"tag" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"side" text NOT NULL,
	"code" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "table_codes_side_valid" CHECK ("table_codes"."side" in ('captain', 'opponent'))
);
--> statement-breakpoint
ALTER TABLE "captain_sessions" ADD CONSTRAINT "captain_sessions_code_id_table_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."table_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_sessions" ADD CONSTRAINT "captain_sessions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_sessions" ADD CONSTRAINT "captain_sessions_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_sessions" ADD CONSTRAINT "captain_sessions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_submissions" ADD CONSTRAINT "captain_submissions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_submissions" ADD CONSTRAINT "captain_submissions_session_id_captain_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."captain_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_code_attempts" ADD CONSTRAINT "table_code_attempts_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_code_tags" ADD CONSTRAINT "table_code_tags_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_codes" ADD CONSTRAINT "table_codes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_codes" ADD CONSTRAINT "table_codes_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_codes" ADD CONSTRAINT "table_codes_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_codes" ADD CONSTRAINT "table_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "captain_sessions_token_unique" ON "captain_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "captain_sessions_one_holder" ON "captain_sessions" USING btree ("match_id") WHERE "captain_sessions"."status" = 'active' and "captain_sessions"."side" = 'captain';--> statement-breakpoint
CREATE INDEX "captain_sessions_match" ON "captain_sessions" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "table_code_attempts_address_at" ON "table_code_attempts" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "table_code_attempts_tournament_at" ON "table_code_attempts" USING btree ("tournament_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "table_code_tags_tag_unique" ON "table_code_tags" USING btree ("tag");--> statement-breakpoint
CREATE UNIQUE INDEX "table_codes_code_unique" ON "table_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "table_codes_one_live_per_side" ON "table_codes" USING btree ("match_id","side") WHERE "table_codes"."revoked_at" is null;