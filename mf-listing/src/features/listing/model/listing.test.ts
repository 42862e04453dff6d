import { describe, expect, it } from 'vitest';
import {
  dealerAddress,
  defaultMessage,
  documentTitle,
  formatCoordinates,
  openStreetMapUrl,
  pathnameOf,
  safeWebsite,
  telHref,
  websiteLabel,
} from './listing';
import { signInPath } from '../../../lib/useSignInPrompt';

describe('listing helpers', () => {
  it('document title "{title} – {price} | AutoMercato"', () => {
    expect(documentTitle({ title: 'Fiat Panda', price: 8500 })).toBe('Fiat Panda – 8.500\u00a0€ | AutoMercato');
  });

  it('the contact message', () => {
    expect(defaultMessage('Fiat Panda')).toBe('Buongiorno, mi interessa Fiat Panda. È ancora disponibile?');
  });

  it('dealer address, phone and website', () => {
    expect(dealerAddress({ address: 'Via Roma 1', postal_code: '20121', city: 'Milano', province_code: 'MI' } as never)).toBe(
      'Via Roma 1, 20121 Milano (MI)',
    );
    expect(dealerAddress({ address: '', postal_code: null, city: 'Milano', province_code: null } as never)).toBe('Milano');
    expect(telHref('+39 02 1234 567')).toBe('tel:+39021234567');
    expect(telHref('02/1234567')).toBe('tel:021234567');
    expect(websiteLabel('https://www.autosalone.example/chi-siamo')).toBe('autosalone.example');
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('non un url')).toBeNull();
    expect(safeWebsite('http://autosalone.example')).toBe('http://autosalone.example/');
  });

  it('coordinates in Italian notation and the OpenStreetMap link', () => {
    expect(formatCoordinates({ latitude: 45.4873, longitude: 12.2054 })).toBe('45,4873° N, 12,2054° E');
    expect(formatCoordinates({ latitude: -33.9, longitude: -70.66 })).toBe('33,9000° S, 70,6600° O');
    expect(openStreetMapUrl({ latitude: 41.9, longitude: 12.5 })).toBe(
      'https://www.openstreetmap.org/?mlat=41.90000&mlon=12.50000#map=16/41.90000/12.50000',
    );
  });

  it('paths', () => {
    expect(pathnameOf('/annunci/a/b/c/d/e')).toBe('/annunci/a/b/c/d/e');
    expect(pathnameOf('https://automercato.example/annunci/a/b/c/d/e?x=1')).toBe('/annunci/a/b/c/d/e');
    expect(signInPath('/annunci/a/b?x=1')).toBe('/signin?redirectTo=%2Fannunci%2Fa%2Fb%3Fx%3D1');
  });
});
