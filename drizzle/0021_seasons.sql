CREATE TABLE "season_clubs" (
	"season_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "season_clubs_pk" PRIMARY KEY("season_id","club_id")
);
--> statement-breakpoint
CREATE TABLE "season_events" (
	"season_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_events_pk" PRIMARY KEY("season_id","tournament_id")
);
--> statement-breakpoint
CREATE TABLE "season_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season_id" uuid NOT NULL,
	"from_key" text NOT NULL,
	"into_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"game" text NOT NULL,
	"subject" text DEFAULT 'players' NOT NULL,
	"value" text DEFAULT 'points' NOT NULL,
	"rule" jsonb NOT NULL,
	"window" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_subject_valid" CHECK ("seasons"."subject" in ('players', 'pairs')),
	CONSTRAINT "seasons_value_valid" CHECK ("seasons"."value" in ('points', 'matchPoints'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "tournament_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "federation_number" text;--> statement-breakpoint
ALTER TABLE "entrant_players" ADD COLUMN "guest_federation_number" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "season_id" uuid;--> statement-breakpoint
ALTER TABLE "season_clubs" ADD CONSTRAINT "season_clubs_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_clubs" ADD CONSTRAINT "season_clubs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_events" ADD CONSTRAINT "season_events_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_events" ADD CONSTRAINT "season_events_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_events" ADD CONSTRAINT "season_events_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_merges" ADD CONSTRAINT "season_merges_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_merges" ADD CONSTRAINT "season_merges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_events_tournament" ON "season_events" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "season_merges_season" ON "season_merges" USING btree ("season_id");--> statement-breakpoint
CREATE UNIQUE INDEX "season_merges_from_once" ON "season_merges" USING btree ("season_id","from_key") WHERE "season_merges"."undone_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_slug_unique" ON "seasons" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_season_at" ON "audit_log" USING btree ("season_id","at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_one_subject" CHECK (num_nonnulls("audit_log"."tournament_id", "audit_log"."season_id") = 1);