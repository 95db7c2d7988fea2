import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, ReactElement } from 'react';
import { useUI } from '../../provider/UIProvider';
import { Icon, type IconName } from '../Icon/Icon';
import { countBadge, iconButton, type IconButtonVariants } from './IconButton.css';

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'>,
    IconButtonVariants {
  icon: IconName;
  /** The accessible name; required because there is no visible text. With `count`, say the count in it as shown ("99+" above 99, in the locale's digits). */
  label: string;
  /**
   * A number on the button's corner at the reading end, e.g. unread
   * notifications; nothing when 0 or absent, "99+" above 99. Drawn for the
   * eye only: the label says it to screen readers.
   */
  count?: number;
  /** Renders the single child (a link) with the icon button's look, icon and count. */
  asChild?: boolean;
  /** With `asChild`: the element to render (a link). */
  children?: ReactElement;
}

export function IconButton({ icon, label, variant, size, count, asChild = false, className, children, type = 'button', ...rest }: IconButtonProps) {
  const { format } = useUI();
  const classes = [iconButton({ variant, size }), className].filter(Boolean).join(' ');
  const glyph = <Icon name={icon} size={size === 'sm' ? 16 : size === 'lg' ? 24 : 20} />;
  const badge =
    count !== undefined && count > 0 ? (
      <span className={countBadge} aria-hidden="true" data-count={count}>
        {count > 99 ? `${format.number(99)}+` : format.number(count)}
      </span>
    ) : null;
  if (asChild) {
    return (
      <Slot aria-label={label} title={label} className={classes} {...(rest as object)}>
        {glyph}
        <Slottable>{children}</Slottable>
        {badge}
      </Slot>
    );
  }
  return (
    <button type={type} aria-label={label} title={label} className={classes} {...rest}>
      {glyph}
      {badge}
    </button>
  );
}
