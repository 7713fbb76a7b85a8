-- Custom SQL migration file, put your code below! --
-- A change that can end a live session tells every server process listening on channel
-- user_sessions whose sessions to forget (payload: the user id; empty: everyone's), at commit;
-- each process caches live sessions only while it hears this (docs/decisions/session-cache.md).
-- Rows already revoked or expired are skipped (the purge job deletes many), and so are users'
-- updates that leave the status alone (every login stamps last_login_at). Deleting or truncating
-- users reaches user_sessions by its cascade.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('user_sessions', '');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('user_sessions', OLD.id::text);
  ELSE
    PERFORM pg_notify('user_sessions', OLD.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_sessions_notify AFTER UPDATE OF revoked_at, expires_at, token_hash, user_id OR DELETE ON user_sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND OLD.expires_at > now()) EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER user_sessions_truncate_notify AFTER TRUNCATE ON user_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_status_notify AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION notify_session_change();
