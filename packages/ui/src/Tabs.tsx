import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './internal/cx';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Panel content; only the selected panel's content is rendered. */
  content?: ReactNode;
  disabled?: boolean;
  /** Small counter after the label, e.g. unread messages. */
  count?: number;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selected id. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** auto: arrows select at once (default); manual: arrows move focus, Enter/Space select. */
  activation?: 'auto' | 'manual';
  className?: string;
}

/**
 * Tabs with a roving tabindex: one Tab stop for the list, ← → (Home, End) move between tabs,
 * disabled tabs are skipped.
 */
export function Tabs({ tabs, label, value, defaultValue, onChange, activation = 'auto', className }: TabsProps) {
  const base = `am-tabs-${useId()}`;
  const firstEnabled = tabs.find((t) => !t.disabled)?.id;
  const [inner, setInner] = useState(defaultValue ?? firstEnabled);
  const selected = value ?? inner;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (value === undefined) setInner(id);
    if (id !== selected) onChange?.(id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.filter((t) => !t.disabled);
    if (enabled.length === 0) return;
    const focusedId = (document.activeElement as HTMLElement | null)?.dataset.tabId;
    const at = enabled.findIndex((t) => t.id === focusedId);
    let next: TabItem | undefined;
    if (e.key === 'ArrowRight') next = enabled[(at + 1) % enabled.length];
    else if (e.key === 'ArrowLeft') next = enabled[(at - 1 + enabled.length) % enabled.length];
    else if (e.key === 'Home') next = enabled[0];
    else if (e.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    e.preventDefault();
    refs.current.get(next.id)?.focus();
    if (activation === 'auto') select(next.id);
  };

  return (
    <div className={cx('am-tabs', className)}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="am-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((t) => {
          const isSelected = t.id === selected;
          return (
            <button
              key={t.id}
              ref={(el) => {
                if (el) refs.current.set(t.id, el);
                else refs.current.delete(t.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${t.id}`}
              data-tab-id={t.id}
              aria-selected={isSelected}
              aria-controls={`${base}-panel-${t.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={t.disabled}
              className="am-tabs__tab"
              onClick={() => select(t.id)}
            >
              {t.label}
              {t.count !== undefined ? <span className="am-tabs__count">{t.count}</span> : null}
            </button>
          );
        })}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-panel-${t.id}`}
          aria-labelledby={`${base}-tab-${t.id}`}
          hidden={t.id !== selected}
          tabIndex={t.id === selected ? 0 : undefined}
          className="am-tabs__panel"
        >
          {t.id === selected ? t.content : null}
        </div>
      ))}
    </div>
  );
}
