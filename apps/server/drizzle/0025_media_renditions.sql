CREATE TABLE "media_renditions" (
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "media_renditions_hash_width_format_pk" PRIMARY KEY("hash","width","format")
);
--> statement-breakpoint
ALTER TABLE "media_renditions" ADD CONSTRAINT "media_renditions_hash_media_files_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."media_files"("hash") ON DELETE cascade ON UPDATE no action;