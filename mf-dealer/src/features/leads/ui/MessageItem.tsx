import { useEffect, useId, useState } from 'react';
import { useUnit } from 'effector-react';
import type { DealerMessage } from '@automercato/api-sdk';
import { formatDate, formatPrice } from '@automercato/i18n';
import { Badge } from '@automercato/ui/badge';
import { Button } from '@automercato/ui/button';
import { Field } from '@automercato/ui/field';
import { Textarea } from '@automercato/ui/text-input';
import {
  $openId, $replyError, $replying, deleteRequested, messageClosed, messageOpened, replySubmitted, unreadMarked,
} from '../model/leads';
import { t } from '../texts';

/** The cover's smallest stored size (a thumbnail), or null. */
function thumbnail(message: DealerMessage): string | null {
  const cover = message.listing?.cover;
  return cover ? (cover.variants[0]?.url ?? cover.url) : null;
}

/** One lead: a summary row that opens into the message, the buyer's contacts, the reply form. */
export function MessageItem({ message }: { message: DealerMessage }) {
  const [openId, replying, replyError] = useUnit([$openId, $replying, $replyError]);
  const [open, close, reply, remove, markUnread] = useUnit([messageOpened, messageClosed, replySubmitted, deleteRequested, unreadMarked]);
  const [text, setText] = useState('');
  const isOpen = openId === message.uuid;
  const unread = message.read_at === null;
  const bodyId = useId();
  const thumb = thumbnail(message);

  // A sent reply (the lead comes back with a new replied_at) empties its form.
  useEffect(() => setText(''), [message.replied_at]);

  return (
    <li className={`am-lead${unread ? ' am-lead--unread' : ''}${isOpen ? ' am-lead--open' : ''}`} data-testid="lead">
      <button
        type="button"
        className="am-lead__summary"
        aria-expanded={isOpen}
        aria-controls={bodyId}
        onClick={() => (isOpen ? close() : open(message.uuid))}
      >
        {thumb ? <img className="am-lead__thumb" src={thumb} alt="" width={96} height={72} loading="lazy" /> : <span className="am-lead__thumb am-lead__thumb--none" aria-hidden="true" />}
        <span className="am-lead__head">
          <span className="am-lead__from">
            {message.name}
            {unread ? <Badge tone="primary" size="sm" className="am-lead__badge">{t('messageItem.daLeggere')}</Badge> : null}
            {message.replied_at ? <Badge tone="success" size="sm" className="am-lead__badge">{t('messageItem.risposto')}</Badge> : null}
          </span>
          <span className="am-lead__about">{message.listing ? message.listing.title : t('messageItem.annuncioNonPiuDisponibile')}</span>
          <span className="am-lead__excerpt">{message.message}</span>
        </span>
        <span className="am-lead__date">{formatDate(message.created_at, 'datetime')}</span>
      </button>
      {isOpen ? (
        <div className="am-lead__body" id={bodyId}>
          <p className="am-lead__text">{message.message}</p>
          <dl className="am-lead__contacts">
            <div><dt>{t('messageItem.email')}</dt><dd><a href={`mailto:${message.email}`}>{message.email}</a></dd></div>
            {message.phone ? <div><dt>{t('messageItem.telefono')}</dt><dd><a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</a></dd></div> : null}
            {message.listing ? (
              <div>
                <dt>{t('messageItem.annuncio')}</dt>
                <dd>
                  {message.listing.public ? <a href={message.listing.url}>{message.listing.title}</a> : t('messageItem.nonPubblicato', { title: message.listing.title })}
                  {' · '}{formatPrice(message.listing.price)}
                </dd>
              </div>
            ) : null}
            {message.replied_at ? <div><dt>{t('messageItem.risposto')}</dt><dd>{formatDate(message.replied_at, 'datetime')}</dd></div> : null}
          </dl>
          <form
            className="am-lead__reply"
            onSubmit={(event) => {
              event.preventDefault();
              reply({ id: message.uuid, message: text });
            }}
          >
            <Field label={t('messageItem.laTuaRisposta')} hint={t('messageItem.arriveraALeRisposte', { email: message.email })} error={replyError ?? undefined}>
              <Textarea value={text} onChange={(event) => setText(event.target.value)} rows={4} maxLength={5000} />
            </Field>
            <div className="am-lead__actions">
              <Button type="submit" busy={replying}>{t('messageItem.inviaRisposta')}</Button>
              <Button type="button" variant="secondary" onClick={() => markUnread(message.uuid)}>{t('messageItem.segnaComeDaLeggere')}</Button>
              <Button type="button" variant="danger" onClick={() => remove(message.uuid)}>{t('messageItem.elimina')}</Button>
            </div>
          </form>
        </div>
      ) : null}
    </li>
  );
}
