import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { useUI } from '../../provider/UIProvider';
import { Icon, type IconName } from '../Icon/Icon';
import * as css from './EmptyState.css';

export const emptyStateHeadingLevels = [2, 3, 4, 5, 6] as const;

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A decorative icon above the title. */
  icon?: IconName;
  /** Defaults to the library's "Nothing here yet". */
  title?: string;
  description?: ReactNode;
  /** A call to action, e.g. a Button to browse properties. */
  action?: ReactNode;
  /** Makes the title a heading of this level; by default it is a plain paragraph, so page outlines stay the app's. */
  headingLevel?: (typeof emptyStateHeadingLevels)[number];
  /**
   * Announce the empty result politely (role="status"), e.g. after a search
   * comes back empty. Off by default: an empty list on page load is content,
   * not news.
   */
  live?: boolean;
}

/** What a list or table shows when it has nothing to show. */
export function EmptyState({
  icon = 'search',
  title,
  description,
  action,
  headingLevel,
  live = false,
  className,
  ...rest
}: EmptyStateProps) {
  const { t } = useUI();
  const titleElement = createElement(
    headingLevel ? `h${headingLevel}` : 'p',
    { className: css.title },
    title ?? t('emptyTitle'),
  );
  return (
    <div
      role={live ? 'status' : undefined}
      className={[css.emptyState, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span className={css.iconWell}>
        <Icon name={icon} size={24} />
      </span>
      {titleElement}
      {description && <p className={css.description}>{description}</p>}
      {action && <div className={css.action}>{action}</div>}
    </div>
  );
}
