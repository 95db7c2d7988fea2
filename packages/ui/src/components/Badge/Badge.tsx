import type { HTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { badge, type BadgeVariants } from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, BadgeVariants {
  /** Optional icon at the reading start, so the tone is not told by colour alone. */
  icon?: IconName;
  children: ReactNode;
}

export function Badge({ tone, icon, className, children, ...rest }: BadgeProps) {
  return (
    <span className={[badge({ tone }), className].filter(Boolean).join(' ')} {...rest}>
      {icon && <Icon name={icon} size={16} />}
      {children}
    </span>
  );
}
