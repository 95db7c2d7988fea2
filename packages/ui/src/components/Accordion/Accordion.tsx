import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { createElement, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Accordion.css';

export type AccordionHeadingLevel = (typeof styles.accordionHeadingLevels)[number];

export interface AccordionItem {
  value: string;
  question: ReactNode;
  answer: ReactNode;
  disabled?: boolean;
}

interface AccordionBaseProps {
  items: readonly AccordionItem[];
  /** The heading level of each question, to fit the page outline (default h3). */
  headingLevel?: AccordionHeadingLevel;
  className?: string;
}

export interface AccordionSingleProps extends AccordionBaseProps {
  /** One answer open at a time (default). */
  type?: 'single';
  /** Whether the open answer can be closed again (default true). */
  collapsible?: boolean;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

export interface AccordionMultipleProps extends AccordionBaseProps {
  /** Any number of answers open. */
  type: 'multiple';
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

export type AccordionProps = AccordionSingleProps | AccordionMultipleProps;

/** Questions that expand to their answers (the FAQ). */
export function Accordion(props: AccordionProps) {
  const { items, headingLevel = 3, className } = props;
  const classes = [styles.root, className].filter(Boolean).join(' ');
  const children = items.map((item) => <Item key={item.value} item={item} headingLevel={headingLevel} />);
  if (props.type === 'multiple') {
    return (
      <AccordionPrimitive.Root
        type="multiple"
        className={classes}
        value={props.value}
        defaultValue={props.defaultValue}
        onValueChange={props.onValueChange}
      >
        {children}
      </AccordionPrimitive.Root>
    );
  }
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible={props.collapsible ?? true}
      className={classes}
      value={props.value}
      defaultValue={props.defaultValue}
      onValueChange={props.onValueChange}
    >
      {children}
    </AccordionPrimitive.Root>
  );
}

function Item({ item, headingLevel }: { item: AccordionItem; headingLevel: AccordionHeadingLevel }) {
  return (
    <AccordionPrimitive.Item value={item.value} disabled={item.disabled} className={styles.item}>
      <AccordionPrimitive.Header asChild>
        {createElement(
          `h${headingLevel}`,
          { className: styles.heading },
          <AccordionPrimitive.Trigger className={styles.trigger}>
            <span>{item.question}</span>
            <Icon name="chevronDown" size={20} className={styles.chevron} />
          </AccordionPrimitive.Trigger>,
        )}
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className={styles.content}>
        <div className={styles.answer}>{item.answer}</div>
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}
