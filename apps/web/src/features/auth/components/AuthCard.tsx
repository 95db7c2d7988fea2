import { Box, Card, Heading, Stack, Text } from '@sahm/ui';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as styles from './Auth.css';

export interface AuthCardProps {
  title: string;
  description?: ReactNode;
  /** Moves focus to the heading, so a screen reader hears that a new step opened. */
  focusTitle?: boolean;
  children: ReactNode;
}

/**
 * The frame of every sign-in screen and step: one h1, a short explanation,
 * the form. A card on wider screens; on a phone the card's frame drops away
 * and the form uses the page's width (six code boxes need 328px).
 */
export function AuthCard({ title, description, focusTitle = false, children }: AuthCardProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <Box display="flex" justifyContent="center" paddingBlock="xxl" paddingInline="lg">
      <Card as="section" aria-labelledby={id} padding="xxl" phone="flat" gap="xl" className={styles.card}>
        <Stack gap="sm">
          <Heading level={1} id={id} ref={heading} tabIndex={-1}>
            {title}
          </Heading>
          {description && <Text tone="muted">{description}</Text>}
        </Stack>
        {children}
      </Card>
    </Box>
  );
}
