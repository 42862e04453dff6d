import { Link } from '@automercato/router';
import { INFO_LINKS } from './links';

export function Footer() {
  return (
    <footer className="am-footer">
      <div className="am-container am-footer__inner">
        <div className="am-footer__brand">
          <Link to="/" className="am-logo am-logo--small" aria-label="AutoMercato, vai alla home">
            Auto<span>Mercato</span>
          </Link>
          <p>Il marketplace italiano delle auto usate dei concessionari.</p>
        </div>
        <nav aria-label="Informazioni" className="am-footer__links">
          {INFO_LINKS.map((item) => (
            <Link key={item.to} to={item.to}>
              {item.label}
            </Link>
          ))}
        </nav>
      </div>
      <div className="am-container">
        <p className="am-footer__copy">© {new Date().getFullYear()} AutoMercato — auto usate in Italia. Prezzi IVA esclusa per i piani dei concessionari.</p>
      </div>
    </footer>
  );
}
