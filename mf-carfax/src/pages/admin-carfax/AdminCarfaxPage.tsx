/** /admin/carfax: every dealer's buyers' requests, approved or rejected as the dealer would. */
import { AdminAreaLayout } from '@automercato/entities/area-nav';
import { RequestsPanel } from '../../features/requests/ui/RequestsPanel';
import '../../lib/carfax.css';

export function AdminCarfaxPage() {
  return (
    <AdminAreaLayout>
      <title>Richieste Carfax – Amministrazione – AutoMercato</title>
      <div className="am-cfx-page">
        <h1>Richieste di report Carfax</h1>
        <RequestsPanel scope={{ kind: 'admin' }} />
      </div>
    </AdminAreaLayout>
  );
}
