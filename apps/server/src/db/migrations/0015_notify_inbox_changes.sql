-- Custom SQL migration file, put your code below! --
-- Any change to a member's messages (a new one, one read, one deleted) tells every server
-- process listening on channel user_inbox whose inbox pages to forget (payload: the user id;
-- empty: everyone's), at commit; each process keeps inbox pages only while it hears this
-- (docs/decisions/heard-caches.md). PostgreSQL sends equal notifications of one transaction
-- once, so marking a whole inbox read notifies once. The user_messages channel (migration 0010)
-- stays what the live stream hears: new messages only.
CREATE FUNCTION notify_inbox_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('user_inbox', '');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('user_inbox', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('user_inbox', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_messages_inbox_notify AFTER INSERT OR UPDATE OR DELETE ON user_messages
  FOR EACH ROW EXECUTE FUNCTION notify_inbox_change();
--> statement-breakpoint
CREATE TRIGGER user_messages_truncate_inbox_notify AFTER TRUNCATE ON user_messages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_inbox_change();
