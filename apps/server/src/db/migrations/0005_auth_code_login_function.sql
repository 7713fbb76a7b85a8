-- Custom SQL: trying a one-time code, and the whole code login (pcLogin), each one round trip
-- with plans PL/pgSQL keeps (issue 3 budget, bench/auth.mjs; see 0004 for why functions).
--
-- wellfit_try_verification_code: one try at the target's newest live code of the purpose. The
-- try is counted in the same row update that checks the count, which keeps the limit exact
-- under concurrent guesses; when the hash matches (and, for a member's code, the member) the
-- code is used up and the optional grant attached. Answers whether it matched; no live code
-- (none, expired, used, out of tries) is a miss.
--
-- wellfit_login_by_code: the try, then the member found or created by an upsert on the
-- account's unique index (a concurrent sign-up of the same account, in any process, becomes an
-- update), the last login stamped, and the session started. An existing member who is not
-- active gets no session and no member back. Answers code_matched and the users row as jsonb.
-- The values (placeholder nickname, invite code, token hash, tries allowed) come from the
-- services; these functions only apply them.
CREATE OR REPLACE FUNCTION wellfit_try_verification_code(
  p_target varchar,
  p_purpose varchar,
  p_code_hash varchar,
  p_user_id bigint,
  p_max_attempts integer,
  p_grant_hash varchar,
  p_grant_seconds integer
) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  matched boolean;
BEGIN
  UPDATE verification_codes v
    SET attempts = v.attempts + 1,
        consumed_at = CASE WHEN hit THEN now() END,
        grant_hash = CASE WHEN hit THEN p_grant_hash END,
        grant_expires_at = CASE WHEN hit AND p_grant_hash IS NOT NULL THEN now() + make_interval(secs => p_grant_seconds) END
    FROM (
      SELECT live.id, live.code_hash = p_code_hash AND (p_user_id IS NULL OR live.user_id = p_user_id) AS hit
      FROM verification_codes live
      WHERE live.target = p_target AND live.purpose = p_purpose AND live.consumed_at IS NULL AND live.expires_at > now()
      ORDER BY live.created_at DESC, live.id DESC
      LIMIT 1
    ) AS newest
    WHERE v.id = newest.id AND v.attempts < p_max_attempts AND v.consumed_at IS NULL
    RETURNING v.consumed_at IS NOT NULL INTO matched;
  RETURN coalesce(matched, false);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wellfit_login_by_code(
  p_target varchar,
  p_code_hash varchar,
  p_max_attempts integer,
  p_nick_name varchar,
  p_phone varchar,
  p_country_code varchar,
  p_email varchar,
  p_invite_code varchar,
  p_inviter_code varchar,
  p_locale varchar,
  p_plat_form varchar,
  p_token_hash varchar,
  p_expires_at timestamptz,
  p_device_id varchar,
  p_platform varchar,
  p_ip_address varchar,
  p_user_agent text
) RETURNS TABLE (code_matched boolean, member jsonb)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  account users;
BEGIN
  IF NOT wellfit_try_verification_code(p_target, 'login', p_code_hash, NULL, p_max_attempts, NULL, NULL) THEN
    RETURN QUERY SELECT false, NULL::jsonb;
    RETURN;
  END IF;
  IF p_phone IS NOT NULL THEN
    INSERT INTO users AS u (nick_name, phone, country_code, email, new_user, guidance, invite_code,
                            invited_by_user_id, locale, plat_form, last_login_at)
      VALUES (p_nick_name, p_phone, p_country_code, p_email, 1, 1, p_invite_code,
              (SELECT inviter.id FROM users inviter WHERE inviter.invite_code = p_inviter_code), p_locale, p_plat_form, now())
      ON CONFLICT (country_code, phone) WHERE phone IS NOT NULL
      DO UPDATE SET last_login_at = now(), updated_at = now() WHERE u.status = 'active'
      RETURNING u.* INTO account;
  ELSE
    INSERT INTO users AS u (nick_name, phone, country_code, email, new_user, guidance, invite_code,
                            invited_by_user_id, locale, plat_form, last_login_at)
      VALUES (p_nick_name, p_phone, p_country_code, p_email, 1, 1, p_invite_code,
              (SELECT inviter.id FROM users inviter WHERE inviter.invite_code = p_inviter_code), p_locale, p_plat_form, now())
      ON CONFLICT (email) WHERE email IS NOT NULL
      DO UPDATE SET last_login_at = now(), updated_at = now() WHERE u.status = 'active'
      RETURNING u.* INTO account;
  END IF;
  IF account.id IS NULL THEN
    RETURN QUERY SELECT true, NULL::jsonb;
    RETURN;
  END IF;
  INSERT INTO user_sessions (user_id, token_hash, expires_at, device_id, platform, ip_address, user_agent)
    VALUES (account.id, p_token_hash, p_expires_at, p_device_id, p_platform, p_ip_address, p_user_agent);
  RETURN QUERY SELECT true, to_jsonb(account);
END;
$$;
