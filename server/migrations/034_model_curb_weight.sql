-- Curb weight (tara, kg) of a catalogue model (issue 20: "Adatta ai neopatentati"). New drivers may
-- drive at most 75 kW per tonne: the search filter divides a listing's power by its model's weight.
-- Filled by the catalogue sync at every start (src/catalog/curb-weights.ts); null: only the kW cap applies.
alter table models add column curb_weight_kg integer check (curb_weight_kg > 0);
