-- Idempotency keys (issue 16): a write sent with an Idempotency-Key header is applied once per caller and
-- key; a repeat within 24 hours is answered with the first result. status/body are null while the first
-- request is still being processed.
CREATE TABLE idempotency_keys (
  profile_id integer NOT NULL REFERENCES user_profiles ON DELETE CASCADE,
  key text NOT NULL,
  -- "PUT /api/private/issue/new": a key sent again with another request is refused, not replayed.
  request text NOT NULL,
  status smallint,
  body text,
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created);
