import { Link } from '@automercato/router';
import { INFO_LINKS } from './links';
import { t } from './home-texts';

export function Footer() {
  return (
    <footer className="am-footer">
      <div className="am-container am-footer__inner">
        <div className="am-footer__brand">
          <Link to="/" className="am-logo am-logo--small" aria-label={t('footer.automercatoVaiAllaHome')}>{t('footer.auto')}<span>{t('footer.mercato')}</span>
          </Link>
          <p>{t('footer.ilMarketplaceItalianoDelle')}</p>
        </div>
        <nav aria-label={t('footer.informazioni')} className="am-footer__links">
          {INFO_LINKS.map((item) => (
            <Link key={item.to} to={item.to}>
              {item.label}
            </Link>
          ))}
        </nav>
      </div>
      <div className="am-container">
        <p className="am-footer__copy">© {new Date().getFullYear()}{t('footer.automercatoAutoUsateIn')}</p>
      </div>
    </footer>
  );
}
