-- E-mails go out in the reader's language with an HTML part (lang and dir
-- on its root, right to left for ar, kr and bh) beside the plain text: the
-- development outbox keeps that part too, so a tester sees what was sent.
ALTER TABLE outbox_messages ADD COLUMN html text;
