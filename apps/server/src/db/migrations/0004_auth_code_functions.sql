CREATE INDEX "password_failures_ip_idx" ON "password_failures" USING btree ("ip_address","created_at");--> statement-breakpoint
-- Custom SQL: a one-time code send in one round trip (issue 3 budget, bench/auth.mjs). The
-- advisory locks come first; each later statement of a VOLATILE PL/pgSQL function takes a new
-- snapshot under READ COMMITTED, so the checks see every send that held the lock before. The
-- locks last to the end of the caller's transaction, which makes the check and the insert
-- atomic across server processes. PL/pgSQL also keeps its statements' plans: planning these
-- checks cost more than running them, and PGlite re-plans every statement sent from Node.
-- The rules' numbers (60 s, the hourly caps, 5 minutes) come from the caller
-- (verification-codes.service.ts); this function only applies them.
CREATE OR REPLACE FUNCTION wellfit_send_verification_code(
  p_target varchar,
  p_channel varchar,
  p_purpose varchar,
  p_code_hash varchar,
  p_validity_seconds integer,
  p_user_id bigint,
  p_ip_address varchar,
  p_resend_seconds integer,
  p_target_hourly_limit integer,
  p_ip_hourly_limit integer
) RETURNS TABLE (sent boolean, seconds_since_last double precision)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  since double precision;
  target_codes integer;
  ip_codes integer;
BEGIN
  -- Always the IP first, then the account: one order, so two sends never wait on each other in a cycle.
  PERFORM pg_advisory_xact_lock(hashtext('verification-code:ip:' || p_ip_address));
  PERFORM pg_advisory_xact_lock(hashtext('verification-code:target:' || p_target));
  SELECT extract(epoch FROM now() - max(v.created_at))::double precision INTO since
    FROM verification_codes v WHERE v.target = p_target;
  -- Counts stop at the cap, so a busy IP costs no more than its cap to check.
  SELECT count(*) INTO target_codes FROM (
    SELECT 1 FROM verification_codes v
    WHERE v.target = p_target AND v.created_at > now() - interval '1 hour'
    LIMIT p_target_hourly_limit
  ) AS capped;
  SELECT count(*) INTO ip_codes FROM (
    SELECT 1 FROM verification_codes v
    WHERE v.ip_address = p_ip_address AND v.created_at > now() - interval '1 hour'
    LIMIT p_ip_hourly_limit
  ) AS capped;
  IF (since IS NOT NULL AND since < p_resend_seconds)
    OR target_codes >= p_target_hourly_limit
    OR ip_codes >= p_ip_hourly_limit THEN
    RETURN QUERY SELECT false, since;
    RETURN;
  END IF;
  -- Only the newest code of a purpose works.
  UPDATE verification_codes v SET consumed_at = now()
    WHERE v.target = p_target AND v.purpose = p_purpose AND v.consumed_at IS NULL;
  INSERT INTO verification_codes (target, channel, purpose, code_hash, expires_at, user_id, ip_address)
    VALUES (p_target, p_channel, p_purpose, p_code_hash, now() + make_interval(secs => p_validity_seconds),
            p_user_id, p_ip_address);
  RETURN QUERY SELECT true, since;
END;
$$;
