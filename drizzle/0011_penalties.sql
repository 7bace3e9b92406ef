-- Penalties at a Doppelkopf table (TSR 9): the class, the offender and the points by position.
CREATE TABLE "penalties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"game" integer NOT NULL,
	"offender" integer NOT NULL,
	"class" text NOT NULL,
	"absagen" integer,
	"deduction" integer,
	"harms_soloist" boolean,
	"points" jsonb NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "penalties" ADD CONSTRAINT "penalties_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalties" ADD CONSTRAINT "penalties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "penalties_match_idx" ON "penalties" USING btree ("match_id");
