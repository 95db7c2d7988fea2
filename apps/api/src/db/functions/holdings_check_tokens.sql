-- Token invariant, holdings side (decisions.md §4): a changed holding queues
-- a commit-time check that its property's platform inventory plus all
-- holdings still equals its total tokens. Fired by the deferred constraint
-- trigger holdings_tokens_balanced (migration 0005); once per property per
-- commit through tokens_check_once().
CREATE OR REPLACE FUNCTION holdings_check_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tokens_check_once(NEW.property_id);
  RETURN NULL;
END $$;
