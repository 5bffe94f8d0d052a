import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PerPageSelector, toPerPage, type PerPage } from './per-page-selector.tsx';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('ties label, hint and error to the input', () => {
    render(<TextField label="E-mailadres" hint="Voor bevestigingen." error="E-mailadres is verplicht." required />);
    const input = screen.getByRole('textbox', { name: /E-mailadres/ });
    expect(input).toHaveAccessibleName('E-mailadres (verplicht)');
    expect(input).toHaveAccessibleDescription('Voor bevestigingen. E-mailadres is verplicht.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });

  it('is valid without an error', () => {
    render(<TextField label="Naam" />);
    expect(screen.getByRole('textbox', { name: 'Naam' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('PerPageSelector', () => {
  it('offers 10, 25, 50 and 100 under a label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState<PerPage>(10);
      return (
        <PerPageSelector
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Aantal per pagina' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual(['10', '25', '50', '100']);
    await user.selectOptions(select, '50');
    expect(onChange).toHaveBeenCalledWith(50);
    expect(select).toHaveValue('50');
  });

  it('narrows unknown page sizes to 10', () => {
    expect(toPerPage('25')).toBe(25);
    expect(toPerPage(7)).toBe(10);
    expect(toPerPage(null)).toBe(10);
  });
});
