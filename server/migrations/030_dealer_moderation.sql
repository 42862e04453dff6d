-- Issue 20: the moderation a dealer can see. An admin disabling a dealer gives a reason: its owners
-- are mailed it and the dealer area shows it in a banner (cleared when the dealer is enabled again).
alter table dealers add column disabled_reason text;
alter table dealers add column disabled_at timestamptz;
-- The stock import report names each row's vehicle (make model, plate, reference as the file gave them),
-- so a dealer finds the row with an error without counting lines.
alter table stock_import_rows add column vehicle text;
