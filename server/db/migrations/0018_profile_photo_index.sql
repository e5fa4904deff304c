-- Profile photos are uploads (media_uploads) a profile names: the upload sweep and a photo's removal
-- ask whether anyone shows a photo, one key lookup each.
CREATE INDEX "users_profile_image_url_idx" ON "users" USING btree ("profile_image_url") WHERE "users"."profile_image_url" is not null;
