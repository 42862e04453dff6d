/**
 * /dealer/{uuid}/messages: the leads buyers sent about the dealer's listings. Unread first,
 * a filter for the unread only, a lead opens in place (and becomes read) with the buyer's
 * contacts and a reply form; deleting asks first (the shell's confirm dialog).
 */
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useParams } from '@automercato/router';
import { Badge } from '@automercato/ui/badge';
import { Button } from '@automercato/ui/button';
import { Pagination } from '@automercato/ui/pagination';
import { Spinner } from '@automercato/ui/spinner';
import { EmptyState, ErrorState } from '@automercato/ui/states';
import { useDealerPlan } from '../../features/plan/ui/useDealerPlan';
import { $filter, $inbox, $page, $status, filterChanged, inboxOpened, pageChanged, retried } from '../../features/leads/model/leads';
import { MessageItem } from '../../features/leads/ui/MessageItem';
import { DealerAreaLayout } from '@automercato/entities/area-nav';
import '../../features/leads/ui/leads.css';

export function DealerMessagesPage() {
  const { dealerUuid = '' } = useParams();
  useDealerPlan(dealerUuid);
  const [inbox, status, filter, page] = useUnit([$inbox, $status, $filter, $page]);
  const [open, changeFilter, changePage, retry] = useUnit([inboxOpened, filterChanged, pageChanged, retried]);
  useEffect(() => {
    open(dealerUuid);
  }, [dealerUuid, open]);

  let body;
  if (status === 'error' && !inbox) {
    body = <ErrorState title="Impossibile caricare i messaggi" text="Non è stato possibile caricare i messaggi del concessionario." onRetry={() => retry()} />;
  } else if (!inbox) {
    body = <p><Spinner size="sm" decorative /> Caricamento dei messaggi…</p>;
  } else if (inbox.items.length === 0) {
    body = (
      <EmptyState
        title="Nessun messaggio"
        text={filter === 'unread' ? 'Hai letto tutti i messaggi.' : 'Quando un cliente ti scrive da un annuncio, il messaggio arriva qui e alla tua email.'}
      />
    );
  } else {
    body = (
      <>
        <ul className="am-leads" aria-label="Messaggi ricevuti">
          {inbox.items.map((message) => <MessageItem key={message.uuid} message={message} />)}
        </ul>
        {inbox.meta.last_page > 1 ? (
          <Pagination page={page} pageCount={inbox.meta.last_page} onPageChange={changePage} label="Pagine dei messaggi" />
        ) : null}
      </>
    );
  }

  return (
    <DealerAreaLayout dealerUuid={dealerUuid}>
      <div className="am-leads-page">
        <title>Messaggi – AutoMercato</title>
        <div className="am-leads-page__head">
          <h1>Messaggi</h1>
          {inbox && inbox.meta.unread > 0 ? (
            <Badge tone="primary" appearance="solid" data-testid="unread-count">
              {inbox.meta.unread === 1 ? '1 da leggere' : `${inbox.meta.unread} da leggere`}
            </Badge>
          ) : null}
        </div>
        <div className="am-leads-filter" role="group" aria-label="Mostra">
          <Button size="sm" variant={filter === 'all' ? 'primary' : 'secondary'} aria-pressed={filter === 'all'} onClick={() => changeFilter('all')}>Tutti</Button>
          <Button size="sm" variant={filter === 'unread' ? 'primary' : 'secondary'} aria-pressed={filter === 'unread'} onClick={() => changeFilter('unread')}>Da leggere</Button>
        </div>
        {body}
      </div>
    </DealerAreaLayout>
  );
}
