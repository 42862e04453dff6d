import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportView } from './ReportView';
import { sampleReport, troubledReport } from '../../../test/fixtures';

describe('ReportView', () => {
  it('renders every section of a troubled history, with the roll-back flagged', () => {
    render(<ReportView report={troubledReport()} />);
    for (const name of ['Problem Check', 'Immatricolazioni e proprietari', 'Contachilometri', 'Revisioni', 'Danni e incidenti', 'Gravami', 'Importazione', 'Classe ambientale']) {
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
});
