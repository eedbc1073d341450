-- A trade commits only while its quote is still valid by the database's clock at COMMIT
-- (docs/decisions/0013): a transaction that stalled after claiming the quote (a lock, a slow
-- disk, a paused process) cannot execute it once it has expired. The trigger is deferred, so it
-- runs as the transaction commits, after every statement of the batch, and `clock_timestamp()`
-- is the time of the commit itself, not of the transaction's start.

CREATE FUNCTION refuse_trade_of_expired_quote() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM quotes WHERE guid = NEW.quote_guid AND expires_at <= clock_timestamp()) THEN
    -- The constraint name is how the server tells this refusal from any other failure.
    RAISE EXCEPTION 'quote % expired before its trade committed', NEW.quote_guid
      USING ERRCODE = 'check_violation', CONSTRAINT = 'trades_quote_unexpired_at_commit';
  END IF;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER trades_quote_unexpired_at_commit
  AFTER INSERT ON trades
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION refuse_trade_of_expired_quote();
