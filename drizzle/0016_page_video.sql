ALTER TABLE "content_pages" ADD COLUMN "video_title" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "video_picture" text;