import { Select } from '@automercato/ui/select';
import './admin-table.css';
import type { ListQuery } from '../model/query';

export interface FilterSelectProps {
  label: string;
  /** The filter's key in the list's query (and the address). */
  name: string;
  query: ListQuery;
  setFilter: (key: string, value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The "no filter" choice (value ''). */
  placeholder?: string;
}

/** One filter of an admin list: a labelled select whose value lives in the address. */
export function FilterSelect({ label, name, query, setFilter, options, placeholder }: FilterSelectProps) {
  return (
    <label className="adm-filter">
      <span>{label}</span>
      <Select value={query.filters[name] ?? ''} onChange={(e) => setFilter(name, e.target.value)} placeholder={placeholder} options={[...options]} />
    </label>
  );
}
