import { Card, Text, TextField } from '@sahm/ui';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../Home.css';

/** Typing settles this long before the URL and the search call follow. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchHeroProps {
  /** The settled search text (the URL's ?search=). */
  value: string;
  /** Called with the text once typing settles, or at once on Enter. */
  onCommit: (text: string) => void;
  /** Enter (the phone keyboard's search key): the person asked for the results now. */
  onSubmit?: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The page heading and the property search (spec.md §2: "Search by location
 * or name"). The text being typed lives here, so keystrokes re-render only
 * this block; the page hears about it when typing settles.
 */
export function SearchHero({ value, onCommit, onSubmit, inputRef }: SearchHeroProps) {
  const t = useIntl().formatMessage;
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const timer = useRef<number | undefined>(undefined);

  // The settled text changed from outside (the header's search box, back and forward, "start now"): follow it.
  useEffect(() => {
    if (value === committed.current) return;
    window.clearTimeout(timer.current);
    committed.current = value;
    setText(value);
  }, [value]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = (next: string) => {
    window.clearTimeout(timer.current);
    committed.current = next;
    onCommit(next);
  };

  return (
    <Card tone="accent" padding="xxl" gap="lg">
      <h1 className={styles.heroHeading}>{t({ id: 'home.hero.title' })}</h1>
      <Text size="lg" tone="muted" className={styles.heroLead}>
        {t({ id: 'home.hero.lead' })}
      </Text>
      <form
        role="search"
        className={styles.searchField}
        onSubmit={(event) => {
          event.preventDefault();
          commit(text);
          onSubmit?.(text);
        }}
      >
        <TextField
          ref={inputRef}
          type="search"
          leading="search"
          label={t({ id: 'home.search.label' })}
          placeholder={t({ id: 'home.search.placeholder' })}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS);
          }}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>
    </Card>
  );
}
