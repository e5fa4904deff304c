-- A direct hire waits for the professional to accept it: open → offered → accepted (or back to open).
-- Only added here, not used, so it may run inside the migrations' transaction.
ALTER TYPE "public"."job_status" ADD VALUE IF NOT EXISTS 'offered' BEFORE 'accepted';
