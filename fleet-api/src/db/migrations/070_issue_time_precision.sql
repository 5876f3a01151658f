-- Issue times to the millisecond. The issue lists page by (last_action, issue_id) with cursors the
-- gateway builds from the answers' times, which JSON and JavaScript carry to the millisecond; PostgreSQL
-- keeps microseconds. A last action written by now() (a new issue, an action) then sat a fraction of a
-- millisecond after its own cursor, so a page read backwards from it (last/before) took the cursor's row
-- again and dropped one at the other end. Stored at the precision every client sees, a cursor names its
-- row exactly. (The time-keyed logs answer their times with microseconds instead: CREATED_ISO.)
ALTER TABLE issues
  ALTER COLUMN last_action TYPE timestamptz(3),
  ALTER COLUMN created TYPE timestamptz(3),
  ALTER COLUMN action_due TYPE timestamptz(3);
