import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@automercato/api-sdk';
import { compose, max, required } from '@automercato/validation';
import { CheckboxField, Form, FormFieldset, TextAreaField, TextField } from './index';

interface Values { nome: string; citta: string }

function renderForm(onSubmit: (values: Values) => Promise<void>) {
  return render(
    <>
      <h2 id="t">Dati</h2>
      <Form<Values> labelledBy="t" submitLabel="Salva" busyLabel="Salvataggio…" onSubmit={onSubmit}
        rules={{ nome: compose(required('nome'), max('nome', 10)), citta: max('città', 20) }}>
        <TextField name="nome" label="Nome" required />
        <TextField name="citta" label="Città" />
      </Form>
    </>,
  );
}

describe('@automercato/forms', () => {
  it('checks a field when it is left, not while typing', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn(async () => undefined));
    const nome = screen.getByLabelText(/Nome/);
    await user.click(nome);
    await user.type(nome, 'Un nome troppo lungo');
    expect(nome.getAttribute('aria-invalid')).not.toBe('true');
    await user.tab();
    await waitFor(() => expect(nome.getAttribute('aria-invalid')).toBe('true'));
  });

  it('puts the API\'s field messages on their fields and the focus on the first one', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new ApiError('2', 'Dati non validi', 422, { errors: { citta: ['Città sconosciuta'] } });
    });
    renderForm(onSubmit);
    await user.type(screen.getByLabelText(/Nome/), 'Ada');
    await user.type(screen.getByLabelText(/Città/), 'Atlantide');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Città sconosciuta')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Città/)));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ nome: 'Ada', citta: 'Atlantide' }), expect.anything());
  });

  it('does not send a form with a field in error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il campo nome è richiesto')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks the server only once the field\'s own rule passes, and shows its answer on the field', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    const onSubmit = vi.fn(async () => undefined);
    render(
      <>
        <h2 id="t">Dati</h2>
        <Form<Values> labelledBy="t" submitLabel="Salva" onSubmit={onSubmit}
          rules={{ nome: required('nome'), citta: max('città', 20) }}
          checks={{ nome: async (value) => (asked.push(value), value === 'Ada' ? 'Nome già usato' : undefined) }}>
          <TextField name="nome" label="Nome" required />
        </Form>
      </>,
    );
    const nome = screen.getByLabelText(/Nome/);
    await user.click(nome);
    await user.tab();
    expect(await screen.findByText('Il campo nome è richiesto')).toBeTruthy();
    expect(asked).toEqual([]);
    await user.type(nome, 'Ada');
    await user.tab();
    expect(await screen.findByText('Nome già usato')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(document.activeElement).toBe(nome));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('locks the fields while sending and counts what is typed in a text area', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    render(
      <>
        <h2 id="t">Messaggio</h2>
        <Form<{ testo: string }> labelledBy="t" submitLabel="Invia" busyLabel="Invio…" rules={{ testo: required('testo') }}
          onSubmit={() => new Promise<void>((resolve) => (release = resolve))}>
          <FormFieldset legend="Il messaggio" legendHidden>
            <TextAreaField name="testo" label="Testo" required hint={(value) => `${value.length} caratteri`} />
          </FormFieldset>
        </Form>
      </>,
    );
    expect(screen.getByText('0 caratteri')).toBeTruthy();
    await user.type(screen.getByLabelText(/Testo/), 'Ciao');
    expect(screen.getByText('4 caratteri')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    const group = await screen.findByRole('group', { name: 'Il messaggio' });
    await waitFor(() => expect((group as HTMLFieldSetElement).disabled).toBe(true));
    release();
    await waitFor(() => expect((group as HTMLFieldSetElement).disabled).toBe(false));
  });

  it('says a box is required only when it must be ticked', () => {
    render(
      <>
        <h2 id="t">Accesso</h2>
        <Form<{ terms: boolean; remember: boolean }> labelledBy="t" submitLabel="Entra" onSubmit={async () => undefined}
          rules={{ terms: required('termini'), remember: () => undefined }}>
          <CheckboxField name="terms" label="Accetto i termini" required />
          <CheckboxField name="remember" label="Ricordami" />
        </Form>
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Accetto i termini' }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Ricordami' }).getAttribute('aria-required')).toBeNull();
  });
});
