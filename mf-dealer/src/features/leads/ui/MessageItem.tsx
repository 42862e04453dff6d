import { useId } from 'react';
import { useUnit } from 'effector-react';
import type { DealerMessage } from '@automercato/api-sdk';
import { formatDate, formatPrice } from '@automercato/i18n';
import { Badge } from '@automercato/ui/badge';
import { Button } from '@automercato/ui/button';
import { Form, TextAreaField } from '@automercato/forms';
import {
  $openId, REPLY_RULES, deleteRequested, messageClosed, messageOpened, replySentFx, unreadMarked, type ReplyValues,
} from '../model/leads';
import { t } from '../texts';

/** The cover's smallest stored size (a thumbnail), or null. */
function thumbnail(message: DealerMessage): string | null {
  const cover = message.listing?.cover;
  return cover ? (cover.variants[0]?.url ?? cover.url) : null;
}

/** One lead: a summary row that opens into the message, the buyer's contacts, the reply form. */
export function MessageItem({ message }: { message: DealerMessage }) {
  const openId = useUnit($openId);
  const [open, close, reply, remove, markUnread] = useUnit([messageOpened, messageClosed, replySentFx, deleteRequested, unreadMarked]);
  const isOpen = openId === message.uuid;
  const unread = message.read_at === null;
  const bodyId = useId();
  const replyNameId = useId();
  const thumb = thumbnail(message);

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
          <span id={replyNameId} className="am-visually-hidden">{t('messageItem.replyFormName', { name: message.name })}</span>
          {/* A sent reply (the lead comes back with a new replied_at) empties its form. */}
          <Form<ReplyValues>
            key={message.replied_at ?? ''}
            labelledBy={replyNameId}
            className="am-lead__reply"
            rules={REPLY_RULES}
            onSubmit={async (values) => { await reply({ id: message.uuid, message: values.message ?? '' }); }}
            submitLabel={t('messageItem.inviaRisposta')}
            wideSubmit={false}
            after={(
              <>
                <Button type="button" variant="secondary" onClick={() => markUnread(message.uuid)}>{t('messageItem.segnaComeDaLeggere')}</Button>
                <Button type="button" variant="danger" onClick={() => remove(message.uuid)}>{t('messageItem.elimina')}</Button>
              </>
            )}
          >
            <TextAreaField
              name="message"
              label={t('messageItem.laTuaRisposta')}
              hint={t('messageItem.arriveraALeRisposte', { email: message.email })}
              rows={4}
              maxLength={5000}
            />
          </Form>
        </div>
      ) : null}
    </li>
  );
}
