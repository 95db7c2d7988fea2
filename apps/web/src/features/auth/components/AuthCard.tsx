import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as styles from './Auth.css';

export interface AuthCardProps {
  title: string;
  description?: ReactNode;
  /** Moves focus to the heading, so a screen reader hears that a new step opened. */
  focusTitle?: boolean;
  children: ReactNode;
}

/** The frame of every sign-in screen and step: one h1, a short explanation, the form. */
export function AuthCard({ title, description, focusTitle = false, children }: AuthCardProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={id}>
        <div className={styles.intro}>
          <h1 id={id} ref={heading} tabIndex={-1} className={styles.title}>
            {title}
          </h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {children}
      </section>
    </div>
  );
}
