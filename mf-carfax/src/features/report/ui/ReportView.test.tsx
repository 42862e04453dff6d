import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportView } from './ReportView';
import { sampleReport, troubledReport } from '../../../test/fixtures';

describe('ReportView', () => {
  it('renders every section of a troubled history, with the roll-back flagged', () => {
    render(<ReportView report={troubledReport()} />);
    for (const name of ['Controllo problemi noti', 'Immatricolazioni e proprietari', 'Contachilometri', 'Revisioni', 'Danni e incidenti', 'Gravami', 'Importazione', 'Classe ambientale']) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeTruthy();
    }
    expect(screen.getByRole('alert').textContent).toMatch(/manomissione del contachilometri/);
    expect(screen.getByText('Lettura inferiore alla precedente')).toBeTruthy();
    const damages = screen.getByRole('region', { name: 'Danni e incidenti' });
    expect(within(damages).getByText('Gravità: Grave')).toBeTruthy();
    expect(within(damages).getByText(/Anteriore sinistro/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Gravami' })).getByText('Fermo amministrativo')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Importazione' })).getByText(/Importato da Germania/)).toBeTruthy();
    expect(screen.getByText('4 controlli richiedono attenzione.')).toBeTruthy();
    // A real provider: no demo banner.
    expect(screen.queryByText('Dati dimostrativi')).toBeNull();
  });

  it('shows the demo banner and says "all clear" for a clean demo history', () => {
    render(<ReportView report={sampleReport()} />);
    expect(screen.getByRole('note').textContent).toMatch(/Dati dimostrativi/);
    expect(screen.getByText('Nessun problema rilevato nei controlli principali.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Nessun danno registrato.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Fiat Panda (2017)' })).toBeTruthy();
    expect(screen.getAllByText('Euro 6').length).toBeGreaterThan(0);
  });

  it('says an emission class nobody gave is "Non indicata", and "Nessuna" only for an electric or hydrogen vehicle', () => {
    const { unmount } = render(<ReportView report={sampleReport({ emission_class: null, power_type: 'diesel' })} />);
    const emissions = () => screen.getByRole('region', { name: 'Classe ambientale' });
    expect(within(emissions()).getByText('Non indicata')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/zero emissioni/);
    unmount();
    // A document from before the power type was written: unknown too.
    const older = render(<ReportView report={sampleReport({ emission_class: null })} />);
    expect(within(emissions()).getByText('Non indicata')).toBeTruthy();
    older.unmount();
    render(<ReportView report={sampleReport({ emission_class: null, power_type: 'elettrica' })} />);
    expect(within(emissions()).getByText('Nessuna (veicolo a zero emissioni allo scarico)')).toBeTruthy();
    expect(screen.queryByText(/Problem Check/)).toBeNull();
  });
});
