import * as RadixSelect from '@radix-ui/react-select';
import { darkTheme, lightTheme } from '@sahm/tokens';
import { useUI } from '../../provider/UIProvider';
import { root } from '../../styles/base.css';
import { Field } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import * as css from './Select.css';
import type { selectSizes } from './Select.css';

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<Value extends string = string> {
  /** The visible label; also the combobox's accessible name. */
  label: string;
  options: readonly SelectOption<Value>[];
  /** Controlled value. */
  value?: Value;
  /** Uncontrolled starting value. */
  defaultValue?: Value;
  onValueChange?: (value: Value) => void;
  /** Shown (muted) while nothing is chosen. */
  placeholder?: string;
  /** Help read with the combobox, under the label. */
  hint?: string;
  /** Error text from the app; marks the field invalid, describes it and is announced. */
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /** Form field name: a hidden native select carries the value when inside a form. */
  name?: string;
  size?: (typeof selectSizes)[number];
  /** Opens the list on first render (stories, screenshots). */
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  id?: string;
  className?: string;
}

/**
 * A labelled single choice from a list (Radix Select: keyboard, typeahead,
 * screen-reader semantics). The chevron sits at the reading end and the list
 * opens aligned to the reading start, because Radix gets the direction from
 * UIProvider.
 */
export function Select<Value extends string = string>({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  hint,
  error,
  disabled,
  required,
  name,
  size,
  defaultOpen,
  open,
  onOpenChange,
  id,
  className,
}: SelectProps<Value>) {
  const { dir, lang, theme } = useUI();
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange as ((value: string) => void) | undefined}
          disabled={disabled}
          required={required}
          name={name}
          dir={dir}
          defaultOpen={defaultOpen}
          open={open}
          onOpenChange={onOpenChange}
        >
          <RadixSelect.Trigger {...control} className={css.trigger({ size })}>
            <span className={css.value}>
              <RadixSelect.Value placeholder={placeholder} />
            </span>
            <RadixSelect.Icon className={css.chevron}>
              <Icon name="chevronDown" size={16} />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            {/* The list is portalled to <body>, outside UIProvider's root, so it carries the theme, font and direction itself. */}
            <RadixSelect.Content
              position="popper"
              side="bottom"
              align="start"
              sideOffset={4}
              collisionPadding={8}
              lang={lang}
              className={[theme === 'dark' ? darkTheme : lightTheme, root, css.content].join(' ')}
            >
              <RadixSelect.Viewport className={css.viewport}>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={css.item}
                  >
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className={css.itemIndicator}>
                      <Icon name="check" size={16} />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}
