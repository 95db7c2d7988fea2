import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Icon, iconNames, iconSizes } from './Icon';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'chevronEnd', size: 24 },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

/** The whole set. Start/end arrows and chevrons mirror in RTL; the rest never do. */
export const Gallery: Story = {
  render: () => (
    <Stack direction="row" gap="md" flexWrap="wrap">
      {iconNames.map((name) => (
        <Stack key={name} gap="xs" alignItems="center">
          <Icon name={name} size={24} />
          <span style={{ fontSize: 11 }}>{name}</span>
        </Stack>
      ))}
    </Stack>
  ),
};
