/**
 * Placeholder paths of SPEC §2 (/list, /technology, /about, /dealer, /contatti): old or
 * short addresses that stay valid and point to the page that now holds their content.
 */
import { Link } from '@automercato/router';

function Placeholder(props: { heading: string; text: string; to: string; label: string }) {
  return (
    <section className="am-placeholder">
      <h1>{props.heading}</h1>
      <p>{props.text}</p>
      <p>
        <Link className="am-button" to={props.to}>
          {props.label}
        </Link>
      </p>
    </section>
  );
}

export function ListPlaceholder() {
  return <Placeholder heading="Annunci" text="Tutti gli annunci di auto usate sono nella ricerca, con i filtri per marca, prezzo, chilometri e zona." to="/risultati" label="Vai agli annunci" />;
}

export function TechnologyPlaceholder() {
  return <Placeholder heading="Tecnologia" text="Ricerca in linguaggio naturale, report sulla storia del veicolo e strumenti per i concessionari: scopri come funziona AutoMercato." to="/how-it-works" label="Come funziona" />;
}

export function AboutPlaceholder() {
  return <Placeholder heading="Chi siamo" text="La storia e i valori di AutoMercato sono raccontati nella pagina dedicata." to="/about-us" label="Chi siamo" />;
}

export function DealerPlaceholder() {
  return <Placeholder heading="Concessionari" text="Vendi le tue auto usate su AutoMercato: piani, prova gratuita di 30 giorni e report Carfax per i tuoi clienti." to="/for-dealers" label="Scopri i piani" />;
}

export function ContattiPlaceholder() {
  return <Placeholder heading="Contatti" text="Assistenza, commerciale e privacy: trovi tutti i recapiti nella pagina dei contatti." to="/contact-us" label="Vai ai contatti" />;
}
