import { IconButton, parseTypedAmount, Stack, TextField, useUI } from '@sahm/ui';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';

export interface TokenStepperProps {
  label: string;
  /** What is typed (either digit set); the buttons write formatted numbers. */
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  /** The most the buttons go to: the tokens on offer or held. */
  max?: number;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A token count: typed, or one less / one more with the buttons at the
 * field's reading end (spec.md §2 buy card). The count is checked on
 * submit with the spec's messages (trade/input.ts), not while typing.
 */
export function TokenStepper({ label, value, onChange, hint, error, max, name = 'numberOfTokens', inputRef }: TokenStepperProps) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const typed = parseTypedAmount(value);
  const current = Number.isInteger(typed) ? typed : 0;
  const step = (by: number) => {
    const next = Math.max(1, current + by);
    onChange(format.number(max !== undefined ? Math.min(max, next) : next));
  };
  return (
    <TextField
      ref={inputRef}
      label={label}
      hint={hint}
      error={error}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      trailing={
        <Stack direction="row" gap="xxs">
          <IconButton icon="minus" size="sm" variant="ghost" label={t({ id: 'trade.tokens.less' })} disabled={current <= 1} onClick={() => step(-1)} />
          <IconButton
            icon="plus"
            size="sm"
            variant="ghost"
            label={t({ id: 'trade.tokens.more' })}
            disabled={max !== undefined && current >= max}
            onClick={() => step(1)}
          />
        </Stack>
      }
    />
  );
}
