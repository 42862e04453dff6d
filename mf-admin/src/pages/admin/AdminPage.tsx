import { useParams } from '@automercato/router';
import { ComingSoon } from '@automercato/ui/coming-soon';

const SECTIONS: Record<string, string> = {
  users: 'Utenti',
  dealers: 'Concessionari',
  'dealer-admins': 'Amministratori dei concessionari',
  listings: 'Annunci',
  messages: 'Messaggi',
  carfax: 'Storia dei veicoli',
  'carfax-reports': 'Report sulla storia dei veicoli',
};

export function AdminPage() {
  const { section = 'users' } = useParams();
  const label = SECTIONS[section];
  return (
    <>
      <title>Amministrazione – AutoMercato</title>
      <ComingSoon title="Amministrazione">
        {label ? <p>Sezione: {label}.</p> : null}
        <p>Qui gli amministratori gestiranno utenti, concessionari, annunci, messaggi e storia dei veicoli.</p>
      </ComingSoon>
    </>
  );
}
