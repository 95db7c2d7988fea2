import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('clicks by pointer and keyboard', async () => {
    const onClick = vi.fn();
    renderWithUI(<Button onClick={onClick}>Buy</Button>);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    screen.getByRole('button').focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('is a plain button, never a form submit, unless asked', () => {
    renderWithUI(<Button>Buy</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('while loading: busy, disabled, and announces loading in the locale', async () => {
    const onClick = vi.fn();
    renderWithUI(
      <Button loading onClick={onClick}>
        Buy
      </Button>,
      { locale: 'ar' },
    );
    const button = screen.getByRole('button', { name: /Buy/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'جارٍ التحميل…' })).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link with button styles when asChild', () => {
    renderWithUI(
      <Button asChild>
        <a href="/register">Start now</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Start now' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUI(<Button leading="wallet">Deposit</Button>);
    await expectNoAxeViolations(container);
  });
});
