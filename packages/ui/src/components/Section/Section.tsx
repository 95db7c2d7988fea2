import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import * as styles from './Section.css';

export type SectionLevel = (typeof styles.sectionLevels)[number];

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, styles.SectionVariants {
  /** The section's heading. */
  title?: ReactNode;
  /** The heading's level: 1 for the page header, 2 (default) for a section of the page. */
  level?: SectionLevel;
  /** A short line above the heading (the property's city, "About Sahm"). */
  eyebrow?: ReactNode;
  /** The paragraph under the heading: large for a page header (level 1), body size otherwise. */
  lead?: ReactNode;
  /** Links or buttons at the reading end of the header ("See all"). */
  actions?: ReactNode;
  /**
   * A named region: renders `<section>` labelled by its heading, so screen
   * reader users can jump to it. Without it the section is a plain `<div>`:
   * use it for the page's main parts, not for every group.
   */
  landmark?: boolean;
  /** The heading's id (generated when not given), e.g. to name the PageBlock around the page header. */
  headingId?: string;
  /** The heading, to move focus to it when a screen or a step opens; it then takes tabIndex -1. */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/**
 * A part of a page: an optional header (eyebrow, heading, lead paragraph and
 * actions) followed by its content, with `space` between them. With
 * `level={1}` it is the page header: the page's h1 with its lead paragraph.
 *
 * Replaces the web app's page headers (`header` + `title` + `lead` in About,
 * Contact, Legal, Properties and Property detail, `intro` in Auth and
 * Install) and section styles (`section`, `sectionHeader`, `sectionHeading`,
 * `sectionLead` in About, Home and Legal).
 */
export function Section({
  title,
  level = 2,
  eyebrow,
  lead,
  actions,
  landmark = false,
  headingId: headingIdProp,
  headingRef,
  space,
  className,
  children,
  ...rest
}: SectionProps) {
  const autoId = useId();
  const headingId = headingIdProp ?? `${autoId}-title`;
  const hasIntro = Boolean(title || eyebrow || lead);
  const labelled =
    landmark && title && !rest['aria-label'] && !rest['aria-labelledby'] ? { 'aria-labelledby': headingId } : {};
  const Element = landmark ? 'section' : 'div';
  return (
    <Element {...labelled} {...rest} className={[styles.section({ space }), className].filter(Boolean).join(' ')}>
      {(hasIntro || actions) && (
        <div className={styles.header}>
          {hasIntro && (
            <div className={styles.intro}>
              {eyebrow && (
                <Text size="sm" weight="semibold" tone="accent">
                  {eyebrow}
                </Text>
              )}
              {title && (
                <Heading level={level} id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
                  {title}
                </Heading>
              )}
              {lead && (
                <Text size={level === 1 ? 'lg' : 'md'} tone="muted">
                  {lead}
                </Text>
              )}
            </div>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
    </Element>
  );
}
