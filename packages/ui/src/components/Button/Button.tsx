import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useUI } from '../../provider/UIProvider';
import { Icon, type IconName } from '../Icon/Icon';
import { button, spinner, type ButtonVariants } from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** Icon before the label (at the reading start). */
  leading?: IconName;
  /** Icon after the label (at the reading end). */
  trailing?: IconName;
  /** Shows a spinner, announces busy, and blocks clicks until done. */
  loading?: boolean;
  /** Renders the single child (a link) with button styles. */
  asChild?: boolean;
  children: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  leading,
  trailing,
  loading = false,
  asChild = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const { t } = useUI();
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  if (asChild) {
    return (
      <Slot className={classes} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={spinner} role="status" aria-label={t('loading')} /> : leading && <Icon name={leading} size={size === 'lg' ? 24 : 20} />}
      {children}
      {trailing && !loading && <Icon name={trailing} size={size === 'lg' ? 24 : 20} />}
    </button>
  );
}
