-- Custom SQL migration file, put your code below! --
-- A new message tells every server process listening on channel user_messages whose inbox
-- changed (payload: the user id), at commit; docs/decisions/notification-stream.md.
CREATE FUNCTION notify_user_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_messages', NEW.user_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_messages_notify AFTER INSERT ON user_messages
  FOR EACH ROW EXECUTE FUNCTION notify_user_message();
