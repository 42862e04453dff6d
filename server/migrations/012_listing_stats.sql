-- Listing statistics (issue 12). Views are counted here, once per visitor per listing per Italian
-- calendar day; favourites, leads and report requests are not copied: the statistics read them from
-- favourites, user_messages and carfax_requests (their created_at), so there is one truth for each.
create table listing_daily_stats (
  listing_id uuid not null references listings(id) on delete cascade,
  day date not null,
  views integer not null default 0 check (views >= 0),
  primary key (listing_id, day)
);

-- Who has been counted today: a keyed hash of the visitor (signed-in user or session), never an
-- address. Only today's and yesterday's rows matter; older ones are purged by the flusher.
create table listing_view_visitors (
  listing_id uuid not null,
  day date not null,
  visitor text not null,
  primary key (listing_id, day, visitor)
);
create index listing_view_visitors_day on listing_view_visitors (day);

-- Favourites per listing and period (the dealer's statistics join them by listing).
create index if not exists favourites_listing_created on favourites (listing_id, created_at);
