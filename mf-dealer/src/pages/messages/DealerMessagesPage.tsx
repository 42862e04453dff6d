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
import { t } from './texts';

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
    body = <ErrorState title={t('dealerMessagesPage.impossibileCaricareIMessaggi')} text={t('dealerMessagesPage.nonEStatoPossibile')} onRetry={() => retry()} />;
  } else if (!inbox) {
    body = <p><Spinner size="sm" decorative />{t('dealerMessagesPage.caricamentoDeiMessaggi')}</p>;
  } else if (inbox.items.length === 0) {
    body = (
      <EmptyState
        title={t('dealerMessagesPage.nessunMessaggio')}
        text={filter === 'unread' ? t('dealerMessagesPage.haiLettoTuttiI') : t('dealerMessagesPage.quandoUnClienteTi')}
      />
    );
  } else {
    body = (
      <>
        <ul className="am-leads" aria-label={t('dealerMessagesPage.messaggiRicevuti')}>
          {inbox.items.map((message) => <MessageItem key={message.uuid} message={message} />)}
        </ul>
        {inbox.meta.last_page > 1 ? (
          <Pagination page={page} pageCount={inbox.meta.last_page} onPageChange={changePage} label={t('dealerMessagesPage.pagineDeiMessaggi')} />
        ) : null}
      </>
    );
  }

  return (
    <DealerAreaLayout dealerUuid={dealerUuid}>
      <div className="am-leads-page">
        <title>{t('dealerMessagesPage.messaggiAutomercato')}</title>
        <div className="am-leads-page__head">
          <h1>{t('dealerMessagesPage.messaggi')}</h1>
          {inbox && inbox.meta.unread > 0 ? (
            <Badge tone="primary" appearance="solid" data-testid="unread-count">
              {t('dealerMessagesPage.unread', { count: inbox.meta.unread })}
            </Badge>
          ) : null}
        </div>
        <div className="am-leads-filter" role="group" aria-label={t('dealerMessagesPage.mostra')}>
          <Button size="sm" variant={filter === 'all' ? 'primary' : 'secondary'} aria-pressed={filter === 'all'} onClick={() => changeFilter('all')}>{t('dealerMessagesPage.tutti')}</Button>
          <Button size="sm" variant={filter === 'unread' ? 'primary' : 'secondary'} aria-pressed={filter === 'unread'} onClick={() => changeFilter('unread')}>{t('dealerMessagesPage.daLeggere2')}</Button>
        </div>
        {body}
      </div>
    </DealerAreaLayout>
  );
}
