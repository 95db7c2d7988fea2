import { Slot, Slottable } from '@radix-ui/react-slot';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { textLink, type textLinkTones } from './TextLink.css';

export interface TextLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** `accent` (default): underlined, in the accent colour. `neutral`: body text, underlined on hover (a footer's links). */
  tone?: (typeof textLinkTones)[number];
  /** An icon before the words (at the reading start). */
  leading?: IconName;
  /** Renders the single child (the router's `Link`) with the link's look, instead of an `<a>`. */
  asChild?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that reads as a link: in a sentence ("Don't have an account? Sign
 * up"), under a form, in a list of documents. Use Button (with `asChild`)
 * for a link that is the page's call to action.
 *
 * ```tsx
 * <TextLink asChild><Link to="/register">Sign up</Link></TextLink>
 * <TextLink href={url} target="_blank" leading="file">Title deed<VisuallyHidden> (PDF)</VisuallyHidden></TextLink>
 * ```
 *
 * Replaces the web app's link styles (`link` in Auth, Contact and Property
 * detail, `tocLink` and `email` in Legal, `footerLink` in the layout).
 */
export function TextLink({ tone, leading, asChild = false, className, children, ...rest }: TextLinkProps) {
  const classes = [textLink({ tone, withIcon: Boolean(leading) }), className].filter(Boolean).join(' ');
  const icon = leading && <Icon name={leading} size={16} />;
  if (asChild) {
    return (
      <Slot className={classes} {...rest}>
        {icon}
        <Slottable>{children}</Slottable>
      </Slot>
    );
  }
  return (
    <a className={classes} {...rest}>
      {icon}
      {children}
    </a>
  );
}
