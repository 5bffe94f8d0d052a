import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button.tsx';
import { SubmitButton } from './submit-button.tsx';

describe('Button', () => {
  it('defaults to an extra-large, neutral, fully rounded button that does not submit', () => {
    render(<Button>Opslaan</Button>);
    const button = screen.getByRole('button', { name: 'Opslaan' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('rounded-full', 'min-h-12', 'bg-neutral-900');
  });

  it('ignores clicks while loading and says it is busy', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Opslaan
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Opslaan Bezig…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a router link styled as a button', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/dev" color="primary" variant="outline">
          Naar dev
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Naar dev' });
    expect(link).toHaveAttribute('href', '/dev');
    expect(link).toHaveClass('border-primary-700');
  });
});

describe('SubmitButton', () => {
  it('is a submit button that shows and blocks while pending', () => {
    const { rerender } = render(<SubmitButton />);
    expect(screen.getByRole('button', { name: 'Opslaan' })).toHaveAttribute('type', 'submit');
    rerender(<SubmitButton pending />);
    const button = screen.getByRole('button', { name: 'Bezig met opslaan…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
