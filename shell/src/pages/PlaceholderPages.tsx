/**
 * Placeholder paths of SPEC §2 (/list, /technology, /about, /dealer, /contatti): old or
 * short addresses that stay valid and point to the page that now holds their content.
 */
import { Link } from '@automercato/router';
import { t } from './texts';

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
  return <Placeholder heading={t('placeholderPages.annunci')} text={t('placeholderPages.tuttiGliAnnunciDi')} to="/risultati" label={t('placeholderPages.vaiAgliAnnunci')} />;
}

export function TechnologyPlaceholder() {
  return <Placeholder heading={t('placeholderPages.tecnologia')} text={t('placeholderPages.ricercaInLinguaggioNaturale')} to="/how-it-works" label={t('placeholderPages.comeFunziona')} />;
}

export function AboutPlaceholder() {
  return <Placeholder heading={t('placeholderPages.chiSiamo')} text={t('placeholderPages.laStoriaEI')} to="/about-us" label={t('placeholderPages.chiSiamo')} />;
}

export function DealerPlaceholder() {
  return <Placeholder heading={t('placeholderPages.concessionari')} text={t('placeholderPages.vendiLeTueAuto')} to="/for-dealers" label={t('placeholderPages.scopriIPiani')} />;
}

export function ContattiPlaceholder() {
  return <Placeholder heading={t('placeholderPages.contatti')} text={t('placeholderPages.assistenzaCommercialeEPrivacy')} to="/contact-us" label={t('placeholderPages.vaiAiContatti')} />;
}
