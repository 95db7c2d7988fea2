import { useId, type ReactNode } from 'react';
import * as styles from '../PropertyDetail.css';

/** One titled block of the detail page: a region named by its h2. */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className ?? styles.card}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
