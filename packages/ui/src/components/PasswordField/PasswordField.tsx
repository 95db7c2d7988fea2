import { useState } from 'react';
import { useUI } from '../../provider/UIProvider';
import { IconButton } from '../IconButton/IconButton';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import type { passwordAutoCompletes } from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing' | 'autoComplete'> {
  /** Which password the browser should offer: sign-in (default) or a new one. */
  autoComplete?: (typeof passwordAutoCompletes)[number];
  /** Start with the password shown. */
  defaultVisible?: boolean;
}

/** A TextField for passwords with a show/hide button inside it at the reading end. */
export function PasswordField({
  autoComplete = 'current-password',
  defaultVisible = false,
  disabled,
  className,
  ...rest
}: PasswordFieldProps) {
  const { t } = useUI();
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      {...rest}
      className={className}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Browsers must not auto-correct or auto-capitalise a visible password.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      disabled={disabled}
      trailing={
        <IconButton
          icon={visible ? 'eyeOff' : 'eye'}
          label={visible ? t('hidePassword') : t('showPassword')}
          size="sm"
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
