import { Card, Heading } from '@sahm/ui';
import { useId, type ReactNode } from 'react';

/** One titled block of the detail page: a card that is a region named by its h2. `highlight` for what is the visitor's own. */
export function DetailCard({ title, tone, children }: { title: string; tone?: 'raised' | 'highlight'; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} tone={tone}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
    </Card>
  );
}
