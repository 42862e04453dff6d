import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactBar } from './ContactBar';

/** A stand-in IntersectionObserver: the test says when the observed element enters the screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }
  static show(id: string, isIntersecting: boolean) {
    for (const observer of FakeObserver.all) {
      const target = observer.targets.find((t) => t.id === id);
      if (target) {
        act(() =>
          observer.callback([{ target, isIntersecting } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver),
        );
      }
    }
  }
}

/** The contact section as the page has it: a guest's required name and e-mail, an optional phone, the message. */
function FormSection({ message = 'Buongiorno, mi interessa Renault Captur. È ancora disponibile?' }: { message?: string }) {
  return (
    <section id="contatta" aria-label="Contatta il concessionario">
      <label>
        Nome <input name="name" aria-required="true" defaultValue="" />
      </label>
      <label>
        Email <input name="email" type="email" aria-required="true" defaultValue="" />
      </label>
      <label>
        Telefono <input name="phone" type="tel" defaultValue="" />
      </label>
      <label>
        Messaggio <textarea name="message" aria-required="true" defaultValue={message} />
      </label>
    </section>
  );
}

const bar = () => screen.getByTestId('contact-bar');

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactBar', () => {
  it('"Chiama" calls the dealer (tel: link) and "Scrivi" leads to the form', () => {
    render(<ContactBar dealer={{ phone: '+39 041 915 3306' }} contactTargetId="contatta" />);
    const group = screen.getByRole('group', { name: 'Contatti rapidi' });
    const links = within(group).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Chiama', 'Scrivi']);
    expect(within(group).getByRole('link', { name: 'Chiama' }).getAttribute('href')).toBe('tel:+390419153306');
    expect(within(group).getByRole('link', { name: 'Scrivi' }).getAttribute('href')).toBe('#contatta');
  });

  it('without a phone there is no "Chiama", only "Scrivi"', () => {
    const { rerender } = render(<ContactBar dealer={{ phone: null }} contactTargetId="contatta" />);
    expect(screen.queryByRole('link', { name: 'Chiama' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Scrivi' })).toBeTruthy();
    rerender(<ContactBar dealer={{ phone: '  ' }} contactTargetId="contatta" />);
    expect(screen.queryByRole('link', { name: 'Chiama' })).toBeNull();
  });

  it('"Scrivi" scrolls to the form and focuses the first empty required field, then the message', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <>
        <FormSection />
        <ContactBar dealer={{ phone: null }} contactTargetId="contatta" />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Scrivi' }));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('contatta'));
    expect(document.activeElement).toBe(screen.getByLabelText('Nome'));

    await user.type(screen.getByLabelText('Nome'), 'Mario Rossi');
    await user.click(screen.getByRole('link', { name: 'Scrivi' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));

    // The phone is optional: with name and e-mail given, "Scrivi" goes to the message, the caret after the template.
    await user.type(screen.getByLabelText('Email'), 'mario@example.it');
    await user.click(screen.getByRole('link', { name: 'Scrivi' }));
    const message = screen.getByLabelText('Messaggio') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(message);
    expect(message.selectionStart).toBe(message.value.length);
    // The router is not asked to go to "#contatta".
    expect(window.location.hash).toBe('');
  });

  it('steps aside while the contact form is on screen, and comes back when it leaves', () => {
    render(
      <>
        <FormSection />
        <ContactBar dealer={{ phone: '+39 041 915 3306' }} contactTargetId="contatta" />
      </>,
    );
    expect(FakeObserver.all.flatMap((o) => o.targets)).toEqual([document.getElementById('contatta')]);
    expect(screen.getByRole('link', { name: 'Chiama' })).toBeTruthy();

    FakeObserver.show('contatta', true);
    // Neither seen nor reached: out of the accessibility tree and inert (no Tab stop).
    expect(screen.queryByRole('link', { name: 'Chiama' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Scrivi' })).toBeNull();
    expect(bar().hasAttribute('inert')).toBe(true);
    expect(bar().getAttribute('data-away')).toBe('true');

    FakeObserver.show('contatta', false);
    expect(screen.getByRole('link', { name: 'Chiama' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scrivi' })).toBeTruthy();
    expect(bar().hasAttribute('inert')).toBe(false);
  });

  it('stays shown where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <>
        <FormSection />
        <ContactBar dealer={{ phone: null }} contactTargetId="contatta" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Scrivi' })).toBeTruthy();
    expect(bar().hasAttribute('inert')).toBe(false);
  });
});
