import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, Field, RadioGroup, RangeInput, Select, Switch, TextInput, Textarea } from './forms';

const describedBy = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);

describe('Field', () => {
  it('ties the label to the control', () => {
    render(
      <Field label="E-mail">
        <TextInput type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('error: aria-invalid and aria-describedby point at the error (then the hint)', () => {
    render(
      <Field label="E-mail" hint="La useremo per risponderti" error="Il campo E-mail è richiesto" required>
        <TextInput type="email" />
      </Field>,
    );
    const input = screen.getByLabelText(/E-mail/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const ids = describedBy(input);
    expect(ids).toHaveLength(2);
    expect(document.getElementById(ids[0]!)?.textContent).toBe('Il campo E-mail è richiesto');
    expect(document.getElementById(ids[1]!)?.textContent).toBe('La useremo per risponderti');
  });

  it('clearing the error removes aria-invalid and the reference', () => {
    const { rerender } = render(
      <Field label="Nome" error="Il campo Nome è richiesto">
        <TextInput />
      </Field>,
    );
    rerender(
      <Field label="Nome">
        <TextInput />
      </Field>,
    );
    const input = screen.getByLabelText('Nome');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Il campo Nome è richiesto')).toBeNull();
  });

  it("keeps the child's own id and aria-describedby", () => {
    render(
      <>
        <p id="extra">Nota</p>
        <Field label="Città" hint="Es. Milano">
          <TextInput id="city" aria-describedby="extra" />
        </Field>
      </>,
    );
    const input = screen.getByLabelText('Città');
    expect(input.id).toBe('city');
    expect(describedBy(input)).toEqual(['city-hint', 'extra']);
  });

  it('works with Select and Textarea and with a render function', () => {
    render(
      <>
        <Field label="Marca" error="Scegli una marca">
          <Select placeholder="Tutte le marche" options={[{ value: 'fiat', label: 'Fiat' }]} />
        </Field>
        <Field label="Messaggio">
          <Textarea />
        </Field>
        <Field label="Targa" error="Targa non valida">
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByLabelText('Marca').tagName).toBe('SELECT');
    expect(screen.getByLabelText('Marca').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('option', { name: 'Tutte le marche' })).toBeTruthy();
    expect(screen.getByLabelText('Messaggio').tagName).toBe('TEXTAREA');
    const plate = screen.getByLabelText('Targa');
    expect(plate.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(describedBy(plate)[0]!)?.textContent).toBe('Targa non valida');
  });

  it('typing reaches the control', async () => {
    const onChange = vi.fn();
    render(
      <Field label="Nome">
        <TextInput onChange={(e) => onChange(e.target.value)} />
      </Field>,
    );
    await userEvent.type(screen.getByLabelText('Nome'), 'Mario');
    expect(onChange).toHaveBeenLastCalledWith('Mario');
  });
});

describe('Checkbox and Switch', () => {
  it('Checkbox toggles from its label, with description and error wired', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Prezzo trattabile" description="Solo auto trattabili" error="Obbligatorio" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Prezzo trattabile' }) as HTMLInputElement;
    await userEvent.click(screen.getByText('Prezzo trattabile'));
    expect(box.checked).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box).map((id) => document.getElementById(id)?.textContent)).toEqual(['Obbligatorio', 'Solo auto trattabili']);
  });

  it('Switch has role switch and toggles with Space', async () => {
    render(<Switch label="Approva automaticamente" />);
    const sw = screen.getByRole('switch', { name: 'Approva automaticamente' }) as HTMLInputElement;
    await userEvent.tab();
    expect(document.activeElement).toBe(sw);
    await userEvent.keyboard(' ');
    expect(sw.checked).toBe(true);
  });
});

describe('RadioGroup', () => {
  const options = [
    { value: 'cv', label: 'CV' },
    { value: 'kw', label: 'kW' },
  ];

  it('is a labelled radiogroup; controlled value and onChange', async () => {
    const onChange = vi.fn();
    render(<RadioGroup label="Unità di potenza" options={options} value="cv" onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Unità di potenza' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'CV' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'kW' }));
    expect(onChange).toHaveBeenCalledWith('kw', expect.anything());
  });

  it('error and hint on the group', () => {
    render(<RadioGroup label="Ruolo" options={options} error="Scegli un ruolo" hint="Puoi cambiarlo dopo" required />);
    const group = screen.getByRole('radiogroup', { name: /Ruolo/ });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(describedBy(group).map((id) => document.getElementById(id)?.textContent)).toEqual(['Scegli un ruolo', 'Puoi cambiarlo dopo']);
  });
});

describe('RangeInput', () => {
  it('number pair named "<label> da" / "<label> a", with unit and error', async () => {
    const onFrom = vi.fn();
    render(
      <RangeInput label="Prezzo" unit="€" error="Valore non valido" from={{ name: 'priceFrom', onChange: (e) => onFrom(e.target.value) }} to={{ name: 'priceTo' }} />,
    );
    expect(screen.getByRole('group', { name: 'Prezzo' })).toBeTruthy();
    const from = screen.getByLabelText('Prezzo da') as HTMLInputElement;
    const to = screen.getByLabelText('Prezzo a') as HTMLInputElement;
    expect(from.type).toBe('number');
    expect(from.name).toBe('priceFrom');
    expect(to.placeholder).toBe('A');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(describedBy(to)[0]!)?.textContent).toBe('Valore non valido');
    await userEvent.type(from, '5000');
    expect(onFrom).toHaveBeenLastCalledWith('5000');
    // Tab order: from, then to.
    from.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(to);
  });

  it('select pair', () => {
    render(
      <RangeInput
        kind="select"
        label="Anno"
        options={[
          { value: '2024', label: '2024' },
          { value: '2023', label: '2023' },
        ]}
        from={{ defaultValue: '2023' }}
        to={{}}
      />,
    );
    const from = screen.getByLabelText('Anno da') as HTMLSelectElement;
    expect(from.tagName).toBe('SELECT');
    expect(from.value).toBe('2023');
    expect(screen.getByLabelText('Anno a').querySelectorAll('option')).toHaveLength(3);
  });
});
