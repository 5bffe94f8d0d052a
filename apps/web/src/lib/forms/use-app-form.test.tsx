import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '../../components/ui/text-field.tsx';
import { leafPaths, useAppForm } from './use-app-form.ts';

const schema = z.object({
  name: z.string().min(2),
  email: z.email(),
});

function TestForm({
  onValid = vi.fn(),
  onInvalidSubmit = vi.fn(),
}: {
  onValid?: () => void;
  onInvalidSubmit?: () => void;
}) {
  const form = useAppForm({
    schema,
    defaultValues: { name: '', email: '' },
    labels: { name: 'Naam', email: 'E-mail' },
    onInvalidSubmit,
  });
  const { errors, touchedFields } = form.formState;
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <TextField label="Naam" error={errors.name?.message} {...form.register('name')} />
      <TextField label="E-mail" error={errors.email?.message} {...form.register('email')} />
      <p data-testid="touched">{Object.keys(touchedFields).sort().join(',')}</p>
      <button type="submit">Versturen</button>
    </form>
  );
}

describe('useAppForm', () => {
  it('validates when a field loses focus, not while typing', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    const name = screen.getByLabelText('Naam');
    await user.type(name, 'a');
    expect(screen.queryByText('Naam moet minstens 2 tekens bevatten.')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');

    await user.tab();
    expect(await screen.findByText('Naam moet minstens 2 tekens bevatten.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Naam moet minstens 2 tekens bevatten.');

    // Fixing the value while typing leaves the old message until the next blur.
    await user.click(name);
    await user.type(name, 'b');
    expect(screen.getByText('Naam moet minstens 2 tekens bevatten.')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByText('Naam moet minstens 2 tekens bevatten.')).not.toBeInTheDocument();
  });

  it('says nothing about a field a person only tabs past before trying to send', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    const name = screen.getByLabelText('Naam');
    await user.click(name);
    await user.tab();
    await user.tab();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('touched')).toHaveTextContent('email,name');

    // Typing and then emptying it again is a change: now it says what is missing.
    await user.click(name);
    await user.type(name, 'x');
    await user.clear(name);
    await user.tab();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('after a failed submit shows the problem of a field a person only tabs past', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.type(screen.getByLabelText('Naam'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'anna@example.org');
    await user.tab();
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.clear(email);
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks a field touched on blur', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(screen.getByLabelText('E-mail'));
    expect(screen.getByTestId('touched')).toHaveTextContent('');
    await user.tab();
    expect(screen.getByTestId('touched')).toHaveTextContent('email');
  });

  it('on a failed submit marks every field touched and calls the invalid-submit handler', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    const onInvalidSubmit = vi.fn();
    render(<TestForm onValid={onValid} onInvalidSubmit={onInvalidSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalidSubmit).toHaveBeenCalledTimes(1);
    expect(Object.keys(onInvalidSubmit.mock.calls[0]?.[0] ?? {}).sort()).toEqual(['email', 'name']);
    expect(screen.getByTestId('touched')).toHaveTextContent('email,name');
    expect(screen.getByText('Naam is verplicht.')).toBeInTheDocument();
    expect(screen.getByText('E-mail is verplicht.')).toBeInTheDocument();
    // The first invalid field gets focus.
    expect(screen.getByLabelText('Naam')).toHaveFocus();
  });

  it('after a failed submit still revalidates on blur, not on change', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'a@b');
    expect(screen.getByText('E-mail is verplicht.')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('E-mail moet een geldig e-mailadres zijn.')).toBeInTheDocument();
  });

  it('submits valid values', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Naam'), 'Anna');
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Anna', email: 'anna@example.org' }, expect.anything());
  });

  it('gives messages in the current interface language', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await act(async () => {
      await i18next.changeLanguage('en');
    });
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(screen.getByText('Naam is required.')).toBeInTheDocument();
  });
});

describe('leafPaths', () => {
  it('lists every leaf of nested values', () => {
    expect(leafPaths({ name: '', address: { city: '', zip: '' }, tags: ['a', 'b'], empty: {} })).toEqual([
      'name',
      'address.city',
      'address.zip',
      'tags.0',
      'tags.1',
      'empty',
    ]);
  });
});
