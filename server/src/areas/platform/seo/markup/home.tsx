import { renderToStaticMarkup } from 'react-dom/server';
// The home is the shell's own page: its words come from the shell's table, not a copy of them.
import { t } from '../../../../../../shell/src/pages/home-texts.js';
import { FirstViewFrame } from './frame.js';
import type { MarkupRenderers } from './index.js';

/**
 * The home page's first view as the shell's HomePage draws it before its data and its remote
 * widget arrive: the hero (the largest paint), the numbers' placeholder and the search's room.
 */
export const homeMarkup: MarkupRenderers['homeMarkup'] = () =>
  renderToStaticMarkup(
    <FirstViewFrame>
      <section className="am-hero">
        <h1>{t('homePage.trovaLaTuaProssima')}</h1>
        <p className="am-hero__lead">{t('homePage.annunciDiAutoUsate')}</p>
        <p className="am-counters am-counters--loading">{t('homePage.caricamentoDeiNumeriDella')}</p>
      </section>
      <section className="am-home-search" aria-labelledby="home-search-title">
        <h2 id="home-search-title">{t('homePage.cercaUnAuto')}</h2>
        <div className="am-home-search__placeholder" />
      </section>
    </FirstViewFrame>,
  );
