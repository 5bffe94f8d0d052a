import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { LoadFailedAlert } from './load-failed-alert.tsx';
import { LoadProblem } from './load-problem.tsx';

const notFound = { title: 'Niet gevonden', text: 'Weg.', backTo: '/', backLabel: 'Terug' };

describe('LoadFailedAlert', () => {
  it('offers to try again after a failure that may pass', async () => {
    const onRetry = vi.fn();
    render(<LoadFailedAlert title="Laden mislukt" error={new ApiError({ statusCode: 503 })} onRetry={onRetry} />);
    expect(screen.getByText('Laden mislukt')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the forbidden message of spec §8 for a 403, without trying again', () => {
    render(<LoadFailedAlert title="Laden mislukt" error={new ApiError({ statusCode: 403 })} onRetry={vi.fn()} />);
    expect(screen.getByText('Toegang geweigerd')).toBeInTheDocument();
    expect(screen.getByText('Je hebt geen toegangsrechten voor deze pagina.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('does the same inside LoadProblem', () => {
    render(
      <LoadProblem
        error={new ApiError({ statusCode: 403 })}
        onRetry={vi.fn()}
        loadFailedTitle="Laden mislukt"
        notFound={notFound}
      />,
    );
    expect(screen.getByText('Toegang geweigerd')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
