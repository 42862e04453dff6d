/**
 * The phone's contact bar: at the bottom of the screen, under the thumb, "Chiama" (the dealer's
 * phone, when there is one) and "Scrivi" (to the contact form, focus in the field to write in).
 * Phones only (listing.css hides it from 768 px, where the contact card sits in the side column).
 * It is `position: sticky` at the end of the page, so it takes its own height there and never
 * covers the end of the page or the footer. While the contact form is on screen it steps aside
 * (IntersectionObserver): it never sits on the form's send button.
 */
import { useEffect, useState } from 'react';
import type { ListingDetail } from '@automercato/api-sdk';
import { buttonClass } from '@automercato/ui/button';
import { IconMail } from '@automercato/ui/icons';
import { telHref } from '../model/listing';
import { t } from '../texts';
import { goToContactForm } from './contactTarget';
import { IconPhone } from './icons';

/** Whether the element `id` is (even partly) in the viewport; false where it cannot be told. */
export function useOnScreen(id: string): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      setOnScreen(false);
    };
  }, [id]);
  return onScreen;
}

export interface ContactBarProps {
  dealer: Pick<ListingDetail['dealer'], 'phone'>;
  /** id of the contact form's section (rendered on the same page). */
  contactTargetId: string;
}

export function ContactBar({ dealer, contactTargetId }: ContactBarProps) {
  const formOnScreen = useOnScreen(contactTargetId);
  const phone = dealer.phone?.trim();
  return (
    <div
      className="lp-contact-bar"
      role="group"
      aria-label={t('contactBar.quickContacts')}
      data-testid="contact-bar"
      data-away={formOnScreen ? 'true' : undefined}
      // Out of sight is out of reach: not focusable, not read, while the form is on screen.
      aria-hidden={formOnScreen ? true : undefined}
      inert={formOnScreen}
    >
      {phone ? (
        <a className={buttonClass({ variant: 'secondary', size: 'lg' })} href={telHref(phone)}>
          <span className="am-btn__content">
            <IconPhone />
            <span>{t('contactBar.call')}</span>
          </span>
        </a>
      ) : null}
      <a
        className={buttonClass({ variant: 'primary', size: 'lg' })}
        href={`#${contactTargetId}`}
        onClick={(e) => {
          // Scroll and focus here: a hash navigation would make the router navigate.
          if (goToContactForm(contactTargetId)) e.preventDefault();
        }}
      >
        <span className="am-btn__content">
          <IconMail />
          <span>{t('contactBar.write')}</span>
        </span>
      </a>
    </div>
  );
}
