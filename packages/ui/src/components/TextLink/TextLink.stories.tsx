import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes } from 'react';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { TextLink } from './TextLink';
import { textLinkTones } from './TextLink.css';

const meta = {
  title: 'Typography/TextLink',
  component: TextLink,
  args: { href: '#register', children: 'Sign up' },
  argTypes: { tone: { control: 'inline-radio', options: textLinkTones }, children: { control: false } },
} satisfies Meta<typeof TextLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In a sentence: the accent colour, semibold and underlined. */
export const Default: Story = {
  render: (args) => (
    <Text size="sm" tone="muted">
      Don&apos;t have an account? <TextLink {...args} />
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '#register');
  },
};

/** A list of links whose place says they are links: body text, underlined on hover. */
export const Neutral: Story = {
  render: () => (
    <Stack gap="xs">
      {['About us', 'Terms of use', 'Privacy policy', 'Contact us'].map((label) => (
        <TextLink key={label} tone="neutral" href={`#${label}`}>
          {label}
        </TextLink>
      ))}
    </Stack>
  ),
};

/** With an icon before the words, and extra words for screen readers only. */
export const WithIcon: Story = {
  args: {
    href: '#title-deed',
    leading: 'file',
    target: '_blank',
    children: (
      <>
        Title deed<VisuallyHidden> (PDF, opens in a new tab)</VisuallyHidden>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Title deed (PDF, opens in a new tab)' })).toBeVisible();
  },
};

/** A long address wraps on a narrow screen instead of widening it. */
export const LongAddress: Story = {
  render: () => (
    <div style={{ inlineSize: 160 }}>
      <TextLink href="mailto:investor-relations-and-support@sahm.iq">investor-relations-and-support@sahm.iq</TextLink>
    </div>
  ),
};

/** Stands in for the app's router link. */
function RouterLink({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

/** The app's router link, rendered with the link's look (`asChild`). */
export const AsChild: Story = {
  render: () => (
    <TextLink asChild leading="arrowEnd">
      <RouterLink to="#properties">All properties</RouterLink>
    </TextLink>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'All properties' })).toHaveAttribute('href', '#properties');
  },
};
