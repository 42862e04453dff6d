// Demo only (not shipped): every component in its common states, for the static visual check.
import {
  Badge,
  Button,
  Card,
  Checkbox,
  ConfirmDialogView,
  Container,
  Dialog,
  Drawer,
  EmptyState,
  ErrorState,
  Field,
  Grid,
  IconButton,
  IconFilter,
  IconHeart,
  IconSearch,
  LinkButton,
  Pagination,
  RadioGroup,
  RangeInput,
  Select,
  Skeleton,
  SkeletonCard,
  Spinner,
  Stack,
  Switch,
  Table,
  Tabs,
  TextInput,
  Textarea,
  ToastRegion,
  ToastView,
} from '../src/index';

const noop = () => {};

// Inline SVG "photos" so the page needs no network.
function photo(hue: number, label: string) {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 300'><defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='hsl(${hue},45%,78%)'/><stop offset='1' stop-color='hsl(${hue + 30},35%,42%)'/></linearGradient></defs><rect width='400' height='300' fill='url(#g)'/><path d='M70 205 L105 150 Q115 135 135 133 L265 133 Q288 135 300 150 L335 205 Z' fill='hsl(${hue},30%,22%)' opacity='.85'/><rect x='60' y='200' width='285' height='32' rx='10' fill='hsl(${hue},30%,22%)' opacity='.9'/><circle cx='120' cy='235' r='24' fill='#1d232c'/><circle cx='285' cy='235' r='24' fill='#1d232c'/><circle cx='120' cy='235' r='10' fill='#9aa5b4'/><circle cx='285' cy='235' r='10' fill='#9aa5b4'/><text x='20' y='40' font-family='sans-serif' font-size='18' fill='white' opacity='.7'>${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const eur = (n: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n);

const LISTINGS = [
  { t: 'Volkswagen Golf 1.5 TSI Life', s: 'Berlina · 5 porte · 150 CV', p: 21900, y: '2021', km: '38.500 km', f: 'Benzina', g: 'Manuale', h: 210, featured: true, city: 'Milano', d: 'Autosalone Brera' },
  { t: 'Fiat 500 1.0 Hybrid Dolcevita', s: 'City car · 3 porte · 70 CV', p: 13450, y: '2022', km: '19.200 km', f: 'Ibrida', g: 'Manuale', h: 350, featured: false, city: 'Torino', d: 'Motori Lingotto', note: 'Trattabile' },
  { t: 'BMW Serie 3 320d xDrive Touring M Sport', s: 'Station wagon · 190 CV · Carfax disponibile', p: 34800, y: '2020', km: '72.000 km', f: 'Diesel', g: 'Automatico', h: 25, featured: false, city: 'Bologna', d: 'Emilia Car Group', carfax: true },
];

export function Gallery() {
  return (
    <Container as="main" className="demo">
      <header className="demo-head">
        <p className="demo-kicker">@automercato/ui</p>
        <h1>Design system AutoMercato</h1>
        <p className="demo-lead">Componenti React 19 + un solo foglio CSS con design token. Tutte le etichette predefinite sono in italiano.</p>
      </header>

      <section className="demo-section">
        <h2>Pulsanti</h2>
        <Stack direction="row" wrap gap={3}>
          <Button>Cerca 12.480 annunci</Button>
          <Button variant="secondary">Salva ricerca</Button>
          <Button variant="ghost">Annulla</Button>
          <Button variant="danger">Elimina annuncio</Button>
          <Button busy>Invio in corso</Button>
          <Button disabled>Non disponibile</Button>
          <Button size="sm" variant="secondary" iconStart={<IconFilter size={16} />}>
            Filtri
          </Button>
          <Button size="lg" iconStart={<IconSearch size={20} />}>
            Cerca
          </Button>
          <IconButton label="Aggiungi ai preferiti" variant="secondary">
            <IconHeart />
          </IconButton>
          <LinkButton>Azzera filtri</LinkButton>
        </Stack>
      </section>

      <section className="demo-section">
        <h2>Annunci</h2>
        <Grid minItemWidth="17rem" gap={5}>
          {LISTINGS.map((l, i) => (
            <Card
              key={l.t}
              href="#"
              title={l.t}
              subtitle={l.s}
              image={{ src: photo(l.h, ''), alt: l.t }}
              featured={l.featured}
              badges={l.carfax ? <Badge tone="primary" appearance="solid">Carfax</Badge> : undefined}
              meta={[l.y, l.km, l.f, l.g]}
              price={eur(l.p)}
              priceNote={l.note}
              footer={
                <>
                  <span>{l.d}</span>
                  <span aria-hidden="true">·</span>
                  <span>{l.city}</span>
                </>
              }
              actions={
                <IconButton label="Aggiungi ai preferiti" size="sm">
                  <IconHeart size={18} />
                </IconButton>
              }
              lazy={i > 1}
            />
          ))}
          <Card title="Alfa Romeo Giulia 2.2 Turbodiesel" subtitle="Senza foto" meta={['2019', '95.000 km']} price={eur(24500)} href="#" />
          <SkeletonCard />
        </Grid>
      </section>

      <section className="demo-section">
        <h2>Modulo di ricerca</h2>
        <div className="demo-panel">
          <Grid minItemWidth="15rem" gap={5}>
            <Field label="Marca">
              <Select placeholder="Tutte le marche" options={[{ value: 'fiat', label: 'Fiat' }, { value: 'bmw', label: 'BMW' }]} />
            </Field>
            <Field label="Modello" hint="Scegli prima una marca">
              <Select placeholder="Tutti i modelli" disabled options={[]} />
            </Field>
            <RangeInput label="Prezzo" unit="€" from={{ defaultValue: '5000' }} to={{ defaultValue: '' }} />
            <RangeInput
              label="Anno"
              kind="select"
              options={['2024', '2023', '2022', '2021', '2020'].map((y) => ({ value: y, label: y }))}
              from={{ defaultValue: '' }}
              to={{ defaultValue: '' }}
            />
            <Field label="E-mail" required error="Il campo E-mail deve essere un indirizzo email valido">
              <TextInput type="email" defaultValue="mario.rossi@" />
            </Field>
            <Field label="CAP o città" optionalText="facoltativo">
              <TextInput placeholder="Es. 20121 o Milano" prefix={<IconSearch size={18} />} />
            </Field>
            <RadioGroup
              label="Unità di potenza"
              appearance="segmented"
              defaultValue="cv"
              options={[
                { value: 'cv', label: 'CV' },
                { value: 'kw', label: 'kW' },
              ]}
            />
            <RadioGroup
              label="Cambio"
              orientation="horizontal"
              defaultValue="auto"
              options={[
                { value: 'manual', label: 'Manuale' },
                { value: 'auto', label: 'Automatico' },
              ]}
            />
            <Stack gap={3}>
              <Checkbox label="Solo annunci con report Carfax" defaultChecked />
              <Checkbox label="Prezzo trattabile" description="Mostra solo le auto con prezzo trattabile" />
            </Stack>
            <Switch label="Approva automaticamente le richieste Carfax" description="Le richieste dei clienti vengono accettate senza conferma" defaultChecked />
            <Field label="Messaggio al concessionario">
              <Textarea defaultValue="Buongiorno, l'auto è ancora disponibile? Vorrei fissare una prova su strada." />
            </Field>
          </Grid>
        </div>
      </section>

      <section className="demo-section">
        <h2>Notifiche</h2>
        <ToastRegion className="demo-toasts">
          <ToastView icon="success" title="Completato" text="L'annuncio è stato aggiunto alla vetrina." timeout={6000} onClose={noop} />
          <ToastView icon="error" title="Errore" text="Impossibile caricare le marche" onClose={noop} persistent />
          <ToastView icon="warning" title="Attenzione" text="Hai esaurito gli slot in evidenza del tuo piano." onClose={noop} showClose={false} />
          <ToastView icon="info" theme="dark" title="Ricerca salvata" text="Ti avviseremo quando arrivano nuovi annunci." onClose={noop} />
          <ToastView icon="success" theme="colored" title="Prova gratuita attivata" text="Hai 30 giorni per provare tutte le funzioni." onClose={noop} />
        </ToastRegion>
      </section>

      <section className="demo-section">
        <h2>Schede, tabella e paginazione</h2>
        <Tabs
          label="Area concessionario"
          defaultValue="listings"
          tabs={[
            { id: 'plan', label: 'Piano' },
            { id: 'listings', label: 'Annunci', count: 128 },
            { id: 'messages', label: 'Messaggi', count: 3 },
            { id: 'carfax', label: 'Report Carfax' },
            { id: 'settings', label: 'Impostazioni', disabled: true },
          ]}
        />
        <Table
          caption="Richieste di report Carfax"
          rowKey={(r) => r.id}
          columns={[
            { key: 'vehicle', header: 'Veicolo' },
            { key: 'customer', header: 'Cliente', hideOnMobile: false },
            { key: 'date', header: 'Data' },
            {
              key: 'status',
              header: 'Stato',
              cell: (r) => (
                <Badge tone={r.status === 'Approvata' ? 'success' : r.status === 'Rifiutata' ? 'danger' : 'warning'}>{r.status}</Badge>
              ),
            },
            {
              key: 'actions',
              header: 'Azioni',
              align: 'end',
              cell: () => (
                <Button size="sm" variant="secondary">
                  Apri
                </Button>
              ),
            },
          ]}
          rows={[
            { id: 1, vehicle: 'Fiat Panda 1.2', customer: 'Giulia Bianchi', date: '12/03/2026', status: 'In attesa' },
            { id: 2, vehicle: 'Audi A4 Avant', customer: 'Luca Verdi', date: '11/03/2026', status: 'Approvata' },
            { id: 3, vehicle: 'Renault Clio', customer: 'Sara Neri', date: '09/03/2026', status: 'Rifiutata' },
          ]}
        />
        <Pagination page={4} pageCount={12} onPageChange={noop} />
      </section>

      <section className="demo-section">
        <h2>Stati</h2>
        <Grid minItemWidth="18rem" gap={5}>
          <div className="demo-panel">
            <EmptyState
              title="Nessun annuncio trovato"
              text="Prova ad allargare il raggio di ricerca o a togliere qualche filtro."
              action={<Button variant="secondary">Azzera i filtri</Button>}
            />
          </div>
          <div className="demo-panel">
            <ErrorState onRetry={noop} />
          </div>
          <div className="demo-panel">
            <Stack gap={4}>
              <Stack direction="row" gap={3}>
                <Spinner size="sm" />
                <Spinner />
                <Spinner size="lg" />
              </Stack>
              <Stack direction="row" gap={3}>
                <Skeleton variant="circle" />
                <div style={{ flex: 1 }}>
                  <Skeleton lines={3} />
                </div>
              </Stack>
              <Skeleton variant="block" height={64} />
              <Stack direction="row" gap={2} wrap>
                <Badge>Usato</Badge>
                <Badge tone="accent">In evidenza</Badge>
                <Badge tone="success">Garanzia 12 mesi</Badge>
                <Badge tone="warning">In scadenza</Badge>
                <Badge tone="danger">Disattivato</Badge>
                <Badge tone="primary">Nuovo arrivo</Badge>
              </Stack>
            </Stack>
          </div>
        </Grid>
      </section>
    </Container>
  );
}

/** Overlay pages: each one SSR-rendered open, then shown with showModal() by a tiny script. */
export function DialogDemo() {
  return (
    <Dialog
      open
      title="Contatta il concessionario"
      size="md"
      actions={
        <>
          <Button variant="secondary">Annulla</Button>
          <Button>Invia messaggio</Button>
        </>
      }
    >
      <p style={{ marginTop: 0 }}>Volkswagen Golf 1.5 TSI Life · Autosalone Brera, Milano</p>
      <Stack gap={4}>
        <Field label="Nome e cognome" required>
          <TextInput defaultValue="Mario Rossi" />
        </Field>
        <Field label="E-mail" required error="Il campo E-mail è richiesto">
          <TextInput type="email" />
        </Field>
        <Field label="Messaggio" hint="Massimo 1000 caratteri">
          <Textarea defaultValue="Buongiorno, vorrei sapere se l'auto è ancora disponibile." />
        </Field>
        <Checkbox label="Accetto l'informativa sulla privacy" />
      </Stack>
    </Dialog>
  );
}

export function ConfirmDemo() {
  return (
    <ConfirmDialogView
      open
      title="Disattivare l'annuncio?"
      text="L'annuncio non sarà più visibile nelle ricerche. Potrai riattivarlo in qualsiasi momento."
      yesLabel="Disattiva"
      tone="danger"
      busy
    />
  );
}

export function DrawerDemo() {
  return (
    <Drawer
      open
      title="Filtri"
      actions={
        <>
          <Button variant="secondary">Azzera</Button>
          <Button>Mostra 1.284 risultati</Button>
        </>
      }
    >
      <Stack gap={5}>
        <Field label="Marca">
          <Select placeholder="Tutte le marche" options={[{ value: 'fiat', label: 'Fiat' }]} />
        </Field>
        <RangeInput label="Prezzo" unit="€" from={{}} to={{}} />
        <RangeInput label="Chilometri" unit="km" from={{}} to={{}} />
        <RadioGroup
          label="Carburante"
          defaultValue="diesel"
          options={[
            { value: 'benzina', label: 'Benzina' },
            { value: 'diesel', label: 'Diesel' },
            { value: 'ibrida', label: 'Ibrida' },
            { value: 'elettrica', label: 'Elettrica' },
          ]}
        />
        <Switch label="Includi annunci senza foto" />
      </Stack>
    </Drawer>
  );
}
