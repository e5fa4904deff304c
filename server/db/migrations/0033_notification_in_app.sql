-- A person who turned a kind off "in app" but wants it pushed or by SMS (issue 20): the notification
-- is still written, for the push and SMS sweeps, but kept out of their list (and born read).
ALTER TABLE "notifications" ADD COLUMN "in_app" boolean DEFAULT true NOT NULL;
