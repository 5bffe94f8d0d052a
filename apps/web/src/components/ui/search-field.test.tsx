import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchField } from './search-field.tsx';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchField
      label="Zoeken"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SearchField', () => {
  it('is a search box named by its label, and reports what is typed', async () => {
    const typed: string[] = [];
    render(<Harness onChange={(value) => typed.push(value)} />);
    const box = screen.getByRole('searchbox', { name: 'Zoeken' });
    await userEvent.type(box, 'tuin');
    expect(box).toHaveValue('tuin');
    expect(typed.at(-1)).toBe('tuin');
  });
});
