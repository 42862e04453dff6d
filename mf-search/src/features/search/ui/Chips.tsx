import type { ReactNode } from 'react';
import { IconClose } from '@automercato/ui/icons';
import { t } from '../texts';

export interface ChipItem {
  id: string;
  label: string;
}

/** Removable chips ("Marca: Volkswagen ✕"): each a button named "Rimuovi <label>". */
export function ChipList<T extends ChipItem>({
  label,
  chips,
  onRemove,
  tone = 'default',
  after,
}: {
  label: string;
  chips: readonly T[];
  onRemove: (chip: T) => void;
  tone?: 'default' | 'ai';
  /** A last item after the chips (e.g. "Azzera tutto"). */
  after?: ReactNode;
}) {
  if (chips.length === 0) return null;
  return (
    <ul className={`ms-chips ms-chips--${tone}`} aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.id}>
          <button type="button" className="ms-chip" aria-label={t('chips.rimuovi', { label: chip.label })} onClick={() => onRemove(chip)}>
            <span>{chip.label}</span>
            <IconClose size={14} />
          </button>
        </li>
      ))}
      {after ? <li className="ms-chips__after">{after}</li> : null}
    </ul>
  );
}
