import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@automercato/api-sdk';
import { compose, max_value, min_value, required, type Validator } from '@automercato/validation';
import { CheckboxGroupField, Form, NumberField, SelectField } from './index';

interface Values { fuel: string; price: string; roles: string[] }

const atLeastOneRole: Validator = (value) => (Array.isArray(value) && value.length > 0 ? undefined : 'Scegli almeno un ruolo.');

const RULES = {
  fuel: required('alimentazione'),
  price: compose(required('prezzo'), min_value('prezzo', 100), max_value('prezzo', 10_000_000)),
  roles: atLeastOneRole,
};

function renderForm(onSubmit: (values: Values) => Promise<void>, initialValues: Partial<Values> = { roles: ['customer'] }, outside = false) {
  return render(
    <>
      <h2 id="t">Annuncio</h2>
      <Form<Values>
        labelledBy="t" id="f" rules={RULES} initialValues={initialValues} onSubmit={onSubmit}
        {...(outside ? {} : { submitLabel: 'Salva', busyLabel: 'Salvataggio…' })}
      >
        <SelectField name="fuel" label="Alimentazione" placeholder="Scegli" required
          options={[{ value: 'benzina', label: 'Benzina' }, { value: 'diesel', label: 'Diesel' }]} />
        <NumberField name="price" label="Prezzo" suffix="€" required />
        <CheckboxGroupField name="roles" legend="Ruoli" note="Solo un super amministratore assegna gli amministratori."
          options={[{ value: 'customer', label: 'Cliente' }, { value: 'dealer', label: 'Concessionario' }, { value: 'admin', label: 'Amministratore', disabled: true }]} />
      </Form>
      {outside ? <button type="submit" form="f">Crea</button> : null}
    </>,
  );
}

describe('the kit\'s select, number and checkbox-group fields', () => {
  it('checks a select when a choice is made, and a number when it is left', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn(async () => undefined));
    const fuel = screen.getByLabelText(/Alimentazione/);
    await user.selectOptions(fuel, 'diesel');
    await user.selectOptions(fuel, '');
    expect(await screen.findByText('Il campo alimentazione è richiesto')).toBeTruthy();
    const price = screen.getByLabelText(/Prezzo/);
    expect(price.getAttribute('inputmode')).toBe('numeric');
    await user.type(price, '50');
    expect(price.getAttribute('aria-invalid')).not.toBe('true');
    await user.tab();
    expect(await screen.findByText('Il campo prezzo deve essere maggiore o uguale a 100')).toBeTruthy();
    expect((price as HTMLInputElement).value).toBe('50');
  });

  it('sends the chosen values: the select\'s value, the text typed, the ticked boxes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    await user.selectOptions(screen.getByLabelText(/Alimentazione/), 'benzina');
    await user.type(screen.getByLabelText(/Prezzo/), '12500');
    await user.click(screen.getByLabelText('Concessionario'));
    expect((screen.getByLabelText('Amministratore') as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ fuel: 'benzina', price: '12500', roles: ['customer', 'dealer'] }, expect.anything()));
  });

  it('shows the group\'s message when the last box is unticked, and the focus goes there on submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    await user.click(screen.getByLabelText('Cliente'));
    expect(await screen.findByText('Scegli almeno un ruolo.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Ruoli' }).getAttribute('aria-describedby')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/Alimentazione/), 'benzina');
    await user.type(screen.getByLabelText(/Prezzo/), '12500');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Cliente')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a number from the server as its text, and the API\'s message on it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new ApiError('2', 'Dati non validi', 422, { errors: { price: ['Il prezzo è fuori mercato'] } });
    });
    renderForm(onSubmit, { fuel: 'diesel', price: 9900 as unknown as string, roles: ['dealer'] }, true);
    const price = screen.getByLabelText(/Prezzo/) as HTMLInputElement;
    expect(price.value).toBe('9900');
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Crea' }));
    expect(await screen.findByText('Il prezzo è fuori mercato')).toBeTruthy();
    expect(price.value).toBe('9900');
    await waitFor(() => expect(document.activeElement).toBe(price));
  });
});
