-- Token invariant, property side (decisions.md §4): a change of a property's
-- platform or total tokens queues the same commit-time check as a changed
-- holding. Fired by the deferred constraint trigger properties_tokens_balanced
-- (migration 0005); once per property per commit through tokens_check_once().
CREATE OR REPLACE FUNCTION properties_check_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tokens_check_once(NEW.id);
  RETURN NULL;
END $$;
