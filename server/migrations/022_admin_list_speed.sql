-- Admin lists at scale, second pass (issue 14): the three calls bench/admin.ts found over budget
-- under load at 1,000,000 listings and 100,000 users.

-- Dealer admins (GET /api/admin/user-dealerships): one user in twenty belongs to a dealer, so a
-- page sorted by e-mail walked ~9,000 users to find 25 members (18 ms), and reaching all 4,800
-- members by primary key cost as much. users.dealer_member says it on the row, kept by a trigger
-- on dealer_memberships (every writer: sign-up, the admin's changes, a user's deletion, the seed),
-- and two small partial indexes serve both sorts.
alter table users add column dealer_member boolean not null default false;
update users set dealer_member = true where id in (select user_id from dealer_memberships);

create function users_dealer_member_sync() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    update users set dealer_member = true where id = new.user_id and not dealer_member;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    update users set dealer_member = exists (select 1 from dealer_memberships m where m.user_id = old.user_id)
      where id = old.user_id;
  end if;
  return null;
end
$$;
create trigger dealer_memberships_member_flag after insert or update or delete on dealer_memberships
  for each row execute function users_dealer_member_sync();

create index users_members_email on users (lower(email)) where dealer_member;
create index users_members_surname on users (surname, id) where dealer_member;

-- Users by role: the count joined all 100,000 users to the role's rows by hash (17–23 ms). Counted
-- from user_roles instead, minus the deleted users (a handful, found through this index): 1–4 ms.
create index users_deleted on users (id) where deleted_at is not null;

-- The moderation queue (listings, status disabled, newest first): about 2 % of the listings, so a
-- walk of listings_created filtered ~50 rows per hit (43 ms cold).
create index listings_disabled_created on listings (created_at desc, id desc) where status = 'disabled';


-- Every dealer's vehicle-history reports, newest first (the admin's Carfax reports tab): the list sorted
-- all live reports for each page (3.6 ms alone at 3,000 reports, p95 71 ms in the bench's mix).
create index carfax_reports_live_created on carfax_reports (created_at desc, id desc) where deleted_at is null;

analyze users;
