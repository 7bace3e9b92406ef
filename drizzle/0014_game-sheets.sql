-- Game sheets for one table (issue 13): a sheet with its players, rules and end, and its deals.
CREATE TABLE "sheet_deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sheet_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"record" jsonb NOT NULL,
	"score" jsonb NOT NULL,
	"detail" jsonb,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"club_id" uuid,
	"game" text NOT NULL,
	"title" text NOT NULL,
	"players" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"first_dealer" integer DEFAULT 0 NOT NULL,
	"target" integer,
	"games" integer,
	"share_token" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sheet_deals" ADD CONSTRAINT "sheet_deals_sheet_id_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheets" ADD CONSTRAINT "sheets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheets" ADD CONSTRAINT "sheets_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sheet_deals_number_unique" ON "sheet_deals" USING btree ("sheet_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "sheet_deals_key_unique" ON "sheet_deals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sheets_share_token_unique" ON "sheets" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "sheets_owner_idx" ON "sheets" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "sheets_club_idx" ON "sheets" USING btree ("club_id");