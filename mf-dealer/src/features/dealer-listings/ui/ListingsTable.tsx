/**
 * The dealer's listings: a table at a desk, one card per listing on a phone (the ui Table
 * stacks its rows under 768 px). Per row the cover, title, price, km, state, the showcase and
 * featured switches (published listings only: only those are public) and the actions.
 */
import { useUnit } from 'effector-react';
import { Link } from '@automercato/router';
import { Badge, type BadgeTone } from '@automercato/ui/badge';
import { Button } from '@automercato/ui/button';
import { Switch } from '@automercato/ui/checkbox';
import { Table, type TableColumn } from '@automercato/ui/table';
import { photoSrcSet } from '@automercato/entities/listing';
import { formatKm, formatPrice } from '@automercato/i18n';
import type { DealerListing, ListingState } from '../api/types';
import { $busyIds, deleteRequested, slotToggled, stateChangeRequested } from '../model/list';
import { STATE_LABELS } from '../model/query';
import { visibilityOf } from '../model/visibility';
import { t } from '../texts';

const TONE: Record<ListingState, BadgeTone> = { draft: 'neutral', published: 'success', withdrawn: 'warning', sold: 'info' };

export function StateBadge({ state }: { state: ListingState }) {
  return <Badge tone={TONE[state]} size="sm">{STATE_LABELS[state]}</Badge>;
}

/** The state as buyers live it: "Sospeso" with the admins' reason, or "Pubblicato · non visibile: …". */
export function ListingStateCell({ listing }: { listing: DealerListing }) {
  const shown = visibilityOf(listing);
  return (
    <span className="am-dl-state" data-testid={`state-${listing.uuid}`}>
      <Badge tone={shown.tone} size="sm">{shown.label}</Badge>
      {shown.note ? <small className="am-dl-state__note">{shown.note}</small> : null}
    </span>
  );
}

function Cover({ listing }: { listing: DealerListing }) {
  const cover = listing.photos[0];
  const src = cover?.url ?? listing.cover_photo;
  if (!src) return <span className="am-dl-cover am-dl-cover--none">{t('listingsTable.nessunaFoto')}</span>;
  const srcSet = photoSrcSet(cover);
  return (
    <img
      className="am-dl-cover"
      src={src}
      alt=""
      width={96}
      height={72}
      loading="lazy"
      {...(srcSet ? { srcSet, sizes: '96px' } : {})}
    />
  );
}

export function ListingsTable({ dealerUuid, items }: { dealerUuid: string; items: readonly DealerListing[] }) {
  const [busyIds, toggle, changeState, remove] = useUnit([$busyIds, slotToggled, stateChangeRequested, deleteRequested]);
  const editHref = (l: DealerListing) => `/dealer/${encodeURIComponent(dealerUuid)}/listings/${encodeURIComponent(l.uuid)}`;

  const columns: TableColumn<DealerListing>[] = [
    { key: 'cover', header: 'Foto', mobileLabel: '', cell: (l) => <Cover listing={l} />, width: '7rem' },
    {
      key: 'title',
      header: 'Annuncio',
      cell: (l) => (
        <span className="am-dl-title">
          <Link to={editHref(l)}>{l.title}</Link>
          <small>{[l.version, l.reference ? `Rif. ${l.reference}` : null, l.plate].filter(Boolean).join(' · ')}</small>
        </span>
      ),
    },
    { key: 'price', header: 'Prezzo', align: 'end', cell: (l) => formatPrice(l.price) },
    { key: 'mileage', header: 'Km', align: 'end', cell: (l) => formatKm(l.mileage) },
    { key: 'state', header: 'Stato', cell: (l) => <ListingStateCell listing={l} /> },
    {
      key: 'slots',
      header: t('listingsTableStrings.vetrinaEdEvidenza'),
      cell: (l) => {
        // While the admins hide it (the listing or the dealer), showcase and featured do nothing: shown off.
        const blocked = visibilityOf(l).slotsBlocked;
        const disabled = l.state !== 'published' || blocked || busyIds.includes(l.uuid);
        const hint = blocked ? t('listingsTableStrings.nonAttivoNascostoDall') : l.state !== 'published' ? t('listingsTableStrings.soloPerGliAnnunci') : undefined;
        return (
          <div className="am-dl-switches">
            <Switch
              label={t('listingsTable.vetrina')}
              aria-label={t('listingsTable.vetrina2', { title: l.title })}
              checked={l.showcase && !blocked}
              disabled={disabled}
              title={hint}
              onChange={(e) => toggle({ listingId: l.uuid, slot: 'showcase', on: e.currentTarget.checked })}
            />
            <Switch
              label={t('listingsTable.inEvidenza')}
              aria-label={t('listingsTable.inEvidenza2', { title: l.title })}
              checked={l.featured && !blocked}
              disabled={disabled}
              title={hint}
              onChange={(e) => toggle({ listingId: l.uuid, slot: 'featured', on: e.currentTarget.checked })}
            />
          </div>
        );
      },
    },
    {
      key: 'actions',
      header: 'Azioni',
      cell: (l) => {
        const busy = busyIds.includes(l.uuid);
        const name = l.title;
        return (
          <div className="am-dl-actions">
            <Link className="am-btn am-btn--secondary am-btn--sm" to={editHref(l)} aria-label={t('listingsTable.modifica', { name })}>{t('listingsTable.modifica2')}</Link>
            {l.state !== 'published' && l.state !== 'sold' ? (
              <Button size="sm" disabled={busy} onClick={() => changeState({ listingId: l.uuid, title: name, state: 'published' })} aria-label={t('listingsTable.pubblica', { name })}>{t('listingsTable.pubblica2')}</Button>
            ) : null}
            {l.state === 'published' ? (
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => changeState({ listingId: l.uuid, title: name, state: 'withdrawn' })} aria-label={t('listingsTable.ritira', { name })}>{t('listingsTable.ritira2')}</Button>
            ) : null}
            {/* Sold is final, from published or withdrawn. */}
            {l.state === 'published' || l.state === 'withdrawn' ? (
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => changeState({ listingId: l.uuid, title: name, state: 'sold' })} aria-label={t('listingsTable.segnaComeVenduto', { name })}>{t('listingsTable.venduto')}</Button>
            ) : null}
            {l.state === 'draft' ? (
              <Button size="sm" variant="danger" disabled={busy} onClick={() => remove({ listingId: l.uuid, title: name })} aria-label={t('listingsTable.eliminaLaBozza', { name })}>{t('listingsTable.elimina')}</Button>
            ) : null}
          </div>
        );
      },
    },
  ];

  return <Table caption={t('listingsTable.iTuoiAnnunci')} captionHidden columns={columns} rows={items} rowKey={(l) => l.uuid} />;
}
