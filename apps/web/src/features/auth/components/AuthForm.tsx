import { Alert, Stack } from '@sahm/ui';
import type { FormEvent, ReactNode } from 'react';

export interface AuthFormProps {
  onSubmit: (event: FormEvent) => void;
  /** Names the form. */
  label?: string;
  /** The form-level error (spec.md §8: a failed login keeps the server's message as the auth error), announced when it appears. */
  error?: string | null;
  /** The submit button and what follows it (a link to the other form). */
  actions: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** A sign-in form: its fields, then, set a step apart, the form's error, the submit button and the links under it. */
export function AuthForm({ onSubmit, label, error, actions, children }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="xxl">
        <Stack gap="lg">{children}</Stack>
        <Stack gap="lg">
          <Alert tone="critical">{error}</Alert>
          {actions}
        </Stack>
      </Stack>
    </form>
  );
}
