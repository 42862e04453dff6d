-- Invoices (issue 11): one per paid payment, numbered without gaps per calendar year (Italian law
-- wants a progressive number per year). The number comes from invoice_counters inside the payment's
-- own transaction: a rolled-back payment rolls its number back too, so no gap is left.
create table invoice_counters (
  year integer primary key,
  last_number integer not null default 0
);

-- The FatturaPA recipient code (codice destinatario, 7 characters) and certified e-mail of a dealer:
-- without either, the XML says 0000000 and the invoice waits in the dealer's reserved area at the SdI.
alter table dealers add column sdi_code text check (sdi_code ~ '^[A-Z0-9]{7}$');
alter table dealers add column pec text;

create table invoices (
  id uuid primary key default gen_random_uuid(),
  dealer_id uuid not null references dealers(id),
  payment_id uuid not null unique references payments(id),
  year integer not null,
  number integer not null check (number > 0),
  code text not null,
  issued_at timestamptz not null,
  -- Both parties as they were when the invoice was issued: a later change of address or name
  -- never rewrites an issued invoice.
  seller jsonb not null,
  buyer jsonb not null,
  description text not null,
  net_cents integer not null,
  vat_rate numeric(5, 2) not null,
  vat_cents integer not null,
  total_cents integer not null,
  currency text not null default 'EUR',
  payment_method text not null default 'card',
  created_at timestamptz not null default now(),
  unique (year, number),
  check (total_cents = net_cents + vat_cents)
);

create index invoices_dealer on invoices (dealer_id, issued_at desc);
