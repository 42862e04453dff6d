-- The dealer's public card and its leads (issue 12, "Leads and settings").
-- Opening hours: {"mon": [{"from":"09:00","to":"12:30"},{"from":"15:00","to":"19:00"}], "sun": [] …};
-- a weekday with no ranges is closed; null means the dealer has not said.
alter table dealers add column if not exists opening_hours jsonb;
-- The logo: {"key","url","width","height"} of a WebP in the media storage (as listing photos keep theirs); null: none.
alter table dealers add column if not exists logo jsonb;
-- When the dealer last answered a lead by e-mail from the dealer area.
alter table user_messages add column if not exists replied_at timestamptz;
-- The dealer's inbox: its messages not deleted, unread first, newest first.
create index if not exists user_messages_dealer_inbox on user_messages (dealer_id, (read_at is null) desc, created_at desc)
  where deleted_by_dealer_at is null;
-- The dev outbox keeps the Reply-To of a mail (a dealer's reply to a buyer answers to the dealer).
alter table mail_outbox add column if not exists reply_to text;
