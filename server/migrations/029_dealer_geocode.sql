-- Issue 20: a dealer's place comes from its address, geocoded offline (server/src/geo) at sign-up,
-- on every address change and at start for the dealers not yet placed.
-- geocode_status: placed (latitude/longitude set) or not_found (the address names no comune the
-- gazetteer knows: the dealer is told in the settings); null: not tried yet (the start-up step tries).
alter table dealers add column geocode_status text check (geocode_status in ('placed', 'not_found'));
-- How the comune was found: postal_code, comune_province, comune; 'given' for coordinates that came
-- with the dealer (the demo catalogue's street-level points, kept as they are).
alter table dealers add column geocode_precision text
  check (geocode_precision in ('postal_code', 'comune_province', 'comune', 'given'));
-- The comune the point stands for, as the gazetteer spells it (the map's caption).
alter table dealers add column geocode_comune text;
update dealers set geocode_status = 'placed', geocode_precision = 'given' where latitude is not null and longitude is not null;
