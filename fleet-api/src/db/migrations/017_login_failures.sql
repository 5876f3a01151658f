-- Sign-in throttling per account (issue 16): consecutive failed sign-ins per e-mail (known or not, so the
-- answer never tells which accounts exist), and the lock they led to. Shared by every fleet-api replica
-- because it lives in the database.
CREATE TABLE login_failures (
  email text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  -- How many locks this account has served in a row: each lock lasts twice the one before.
  locks integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_failure timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_last ON login_failures (last_failure);
