DROP INDEX "users_available_home_idx";--> statement-breakpoint
CREATE INDEX "users_available_home_idx" ON "users" USING gist (ll_to_earth(round("home_latitude", 2)::float8, round("home_longitude", 2)::float8)) WHERE "users"."role" = 'professional' and "users"."suspended_at" is null and "users"."is_online" and "users"."is_free_now" and "users"."home_latitude" is not null and "users"."home_longitude" is not null;--> statement-breakpoint
CREATE UNLOGGED TABLE "nearby_search_cells" (
	"user_id" uuid NOT NULL,
	"cell_lat" integer NOT NULL,
	"cell_lng" integer NOT NULL,
	"first_used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nearby_search_cells_user_id_cell_lat_cell_lng_pk" PRIMARY KEY("user_id","cell_lat","cell_lng")
);
