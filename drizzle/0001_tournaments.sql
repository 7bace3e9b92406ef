CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"player_number" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"city" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_number_positive" CHECK ("members"."player_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"venue" text,
	"game" text NOT NULL,
	"rules" jsonb NOT NULL,
	"match_format" jsonb NOT NULL,
	"rounds_planned" integer NOT NULL,
	"schedule_type" text NOT NULL,
	"match_points" jsonb NOT NULL,
	"bye_score" jsonb NOT NULL,
	"tiebreaks" jsonb NOT NULL,
	"visibility" text DEFAULT 'unlisted' NOT NULL,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"seed" integer NOT NULL,
	"rules_frozen_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_rounds_positive" CHECK ("tournaments"."rounds_planned" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "entrants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"name" text,
	"player1_member_id" uuid,
	"player1_guest" text,
	"player2_member_id" uuid,
	"player2_guest" text,
	"status" text DEFAULT 'registered' NOT NULL,
	"entered_round" integer DEFAULT 1 NOT NULL,
	"withdrawn_after_round" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entrants_player1" CHECK (("entrants"."player1_member_id" is null) <> ("entrants"."player1_guest" is null)),
	CONSTRAINT "entrants_player2" CHECK (("entrants"."player2_member_id" is null) <> ("entrants"."player2_guest" is null))
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"record" jsonb NOT NULL,
	"score" jsonb NOT NULL,
	"detail" jsonb NOT NULL,
	"idempotency_key" text,
	"entered_by" uuid,
	"entered_by_captain" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"table_number" integer NOT NULL,
	"ns_entrant_id" uuid NOT NULL,
	"ew_entrant_id" uuid NOT NULL,
	"first_dealer" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"ns_points" integer DEFAULT 0 NOT NULL,
	"ew_points" integer DEFAULT 0 NOT NULL,
	"adjusted" jsonb,
	"completed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round_entrants" (
	"round_id" uuid NOT NULL,
	"entrant_id" uuid NOT NULL,
	"match_id" uuid,
	"is_bye" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"seed" integer NOT NULL,
	"explanations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bye_entrant_id" uuid,
	"flagged_at" timestamp with time zone,
	"flag_reason" text,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tournament_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"reason" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrants" ADD CONSTRAINT "entrants_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrants" ADD CONSTRAINT "entrants_player1_member_id_members_id_fk" FOREIGN KEY ("player1_member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrants" ADD CONSTRAINT "entrants_player2_member_id_members_id_fk" FOREIGN KEY ("player2_member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_ns_entrant_id_entrants_id_fk" FOREIGN KEY ("ns_entrant_id") REFERENCES "public"."entrants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_ew_entrant_id_entrants_id_fk" FOREIGN KEY ("ew_entrant_id") REFERENCES "public"."entrants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_entrants" ADD CONSTRAINT "round_entrants_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_entrants" ADD CONSTRAINT "round_entrants_entrant_id_entrants_id_fk" FOREIGN KEY ("entrant_id") REFERENCES "public"."entrants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_entrants" ADD CONSTRAINT "round_entrants_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_bye_entrant_id_entrants_id_fk" FOREIGN KEY ("bye_entrant_id") REFERENCES "public"."entrants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_club_number_unique" ON "members" USING btree ("club_id","player_number");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_slug_unique" ON "tournaments" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "entrants_tournament_number_unique" ON "entrants" USING btree ("tournament_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_match_number_unique" ON "deals" USING btree ("match_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_idempotency_unique" ON "deals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_round_table_unique" ON "matches" USING btree ("round_id","table_number");--> statement-breakpoint
CREATE UNIQUE INDEX "round_entrants_unique" ON "round_entrants" USING btree ("round_id","entrant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_tournament_number_unique" ON "rounds" USING btree ("tournament_id","number");--> statement-breakpoint
CREATE INDEX "audit_log_tournament_at" ON "audit_log" USING btree ("tournament_id","at");