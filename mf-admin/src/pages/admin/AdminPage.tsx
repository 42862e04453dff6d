import { Link, useParams } from '@automercato/router';
import { ComingSoon } from '@automercato/ui/coming-soon';
import { AdminAreaLayout } from '@automercato/entities/area-nav';

const SECTIONS: Record<string, string> = {
  users: 'Utenti',
  dealers: 'Concessionari',
  'dealer-admins': 'Amministratori dei concessionari',
  listings: 'Annunci',
  messages: 'Messaggi',
};

export function AdminPage() {
  const { section = 'users' } = useParams();
  const label = SECTIONS[section];
  return (
    <AdminAreaLayout>
      <title>Amministrazione – AutoMercato</title>
      <ComingSoon title="Amministrazione">
        {label ? <p>Sezione: {label}.</p> : null}
        <p>Qui gli amministratori gestiranno utenti, concessionari, annunci, messaggi e storia dei veicoli.</p>
      </ComingSoon>
      {/* The operations pages exist already: the way to them from the admin area. */}
      <nav aria-label="Strumenti operativi">
        <p>
          Strumenti operativi: <Link to="/pulse">Pulse (salute dell'applicazione)</Link> ·{' '}
          <Link to="/horizon">Horizon (code e lavori)</Link>
        </p>
      </nav>
    </AdminAreaLayout>
  );
}
