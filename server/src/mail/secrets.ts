import { SECRET_HIDDEN } from '../http/secret-urls.js';
import { escapeHtml } from './templates.js';

/** The parts of a mail where a link can be: its two bodies, and the list of its secret links. */
interface MailBodies {
  html: string;
  text: string;
  /** Mail.secrets; null or absent (mail from before the list): every link counts as secret. */
  secrets?: readonly string[] | null;
}

const ANY_LINK = /https?:\/\/[^\s"'<>]+/g;

/**
 * The mail as someone other than its recipient may see it (an admin on the dev outbox, /horizon):
 * each secret link replaced, in the text as written and in the HTML as escaped; the list itself left out.
 */
export function hideSecrets<T extends MailBodies>(mail: T, shown = SECRET_HIDDEN): Omit<T, 'secrets'> {
  const { secrets, ...rest } = mail;
  const hide = (body: string, escape: (link: string) => string) => {
    if (!secrets) return body.replace(ANY_LINK, shown);
    // Longest first: a secret that contains another is replaced whole.
    return [...secrets].sort((a, b) => b.length - a.length)
      .reduce((out, link) => (link ? out.split(escape(link)).join(shown).split(link).join(shown) : out), body);
  };
  return { ...rest, html: hide(mail.html, escapeHtml), text: hide(mail.text, (link) => link) };
}
