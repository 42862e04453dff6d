/**
 * Links between the dealer pages of this slice (messages, settings). When the dealer area's tab
 * bar (features/dealer-nav) exists, these two sections join its list and this component goes.
 */
import { NavLink } from '@automercato/router';

export const LEADS_SECTIONS = [
  { section: 'messages', label: 'Messaggi' },
  { section: 'settings', label: 'Impostazioni' },
] as const;

export function SectionLinks({ dealerUuid }: { dealerUuid: string }) {
  return (
    <nav className="am-leads-sections" aria-label="Sezioni del concessionario">
      <ul>
        {LEADS_SECTIONS.map(({ section, label }) => (
          <li key={section}>
            <NavLink to={`/dealer/${encodeURIComponent(dealerUuid)}/${section}`}>{label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
