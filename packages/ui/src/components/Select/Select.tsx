import * as RadixSelect from '@radix-ui/react-select';
import { darkTheme, lightTheme } from '@sahm/tokens';
import { startTransition, useEffect, useState } from 'react';
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
 * Until the list is needed (the trigger focused or hovered, or the browser
 * idle), a closed Select does not mount it: Radix renders a closed list into
 * a detached fragment, to register its items for typeahead on the trigger and
 * for the hidden native select a form submits, in four synchronous renders
 * one after the other, which made one long task of any screen showing a
 * Select. Mounted a moment later, in a transition, that work is a task of its
 * own; focus and hover mount it at once, so typing a letter on the closed
 * trigger still picks, and a required Select mounts it at once, so the form's
 * own validation sees the choice. A form submitted before the list mounts
 * still gets the value: a hidden input carries it until then.
 */
function useListWanted(now: boolean) {
  const [wanted, setWanted] = useState(now);
  useEffect(() => {
    if (wanted) return;
    const mount = () => startTransition(() => setWanted(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(mount, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(mount, 50);
    return () => window.clearTimeout(id);
  }, [wanted]);
  return [wanted, () => setWanted(true)] as const;
}

/**
 * A labelled single choice from a list (Radix Select: keyboard, typeahead,
 * screen-reader semantics). The chevron sits at the reading end and the list
 * opens aligned to the reading start, because Radix gets the direction from
 * UIProvider. The trigger shows the chosen option's label itself, so it does
 * not wait for the list (useListWanted).
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
  // The value shown, followed here too when uncontrolled: the trigger writes its label.
  const [chosen, setChosen] = useState(defaultValue);
  const current = value ?? chosen;
  const [listWanted, wantList] = useListWanted(Boolean(required || defaultOpen || open));
  const listMounted = listWanted || Boolean(open);
  const shown = options.find((option) => option.value === current)?.label;
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={(next: string) => {
            setChosen(next as Value);
            onValueChange?.(next as Value);
          }}
          disabled={disabled}
          required={required}
          name={name}
          dir={dir}
          defaultOpen={defaultOpen}
          open={open}
          onOpenChange={(next) => {
            // However it opens (a screen reader's activation need not focus or hover first).
            if (next) wantList();
            onOpenChange?.(next);
          }}
        >
          <RadixSelect.Trigger {...control} className={css.trigger({ size })} onFocus={wantList} onPointerEnter={wantList}>
            <span className={css.value}>
              <RadixSelect.Value placeholder={placeholder}>{shown}</RadixSelect.Value>
            </span>
            <RadixSelect.Icon className={css.chevron}>
              <Icon name="chevronDown" size={16} />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          {/* Until the list mounts, Radix's hidden select has no option for the value, and a form would get nothing from it: the value goes from here meanwhile, as that select will send it (nothing when disabled). With no value, that select's own empty option sends the empty string already. */}
          {name !== undefined && current !== undefined && !listMounted && (
            <input type="hidden" name={name} value={current} disabled={disabled} />
          )}
          {listMounted && (
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
          )}
        </RadixSelect.Root>
      )}
    </Field>
  );
}
