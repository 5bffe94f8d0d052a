import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListTotal, useQuotedSearch } from './list-total.tsx';

function UsersTotal({ filters, search }: { filters: string[]; search?: string }) {
  const quoted = useQuotedSearch();
  return <ListTotal total="42 gebruikers" filters={search ? [...filters, quoted(search)] : filters} />;
}

describe('ListTotal', () => {
  it('says how many rows the list has in all, politely announced', () => {
    render(<UsersTotal filters={[]} />);
    const total = screen.getByText('42 gebruikers').parentElement!;
    expect(total).toHaveTextContent(/^42 gebruikers$/);
    expect(total).toHaveAttribute('aria-live', 'polite');
  });

  it('names the filters that made the list, a search text in quotes', () => {
    render(<UsersTotal filters={['Actief', 'Beheerder van een organisatie']} search="de Vries" />);
    expect(screen.getByText('42 gebruikers').parentElement).toHaveTextContent(
      '42 gebruikers, gefilterd op Actief, Beheerder van een organisatie, ‘de Vries’',
    );
  });
});
