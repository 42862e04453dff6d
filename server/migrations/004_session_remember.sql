-- "Resta connesso" at sign-in: a remembered session keeps its cookie across browser restarts
-- (SESSION_TTL_HOURS); one that is not lives in a browser-session cookie and ends after 12 hours
-- without activity.
alter table sessions add column remember boolean not null default true;
