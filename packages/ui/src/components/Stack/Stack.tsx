import { Box, type BoxProps } from '../Box/Box';

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /** Column (default) stacks vertically; row follows the reading direction. */
  direction?: 'row' | 'column';
}

/** Children in a row or column with a themed gap. Rows run right to left in RTL by themselves. */
export function Stack({ direction = 'column', gap = 'md', ...rest }: StackProps) {
  return <Box display="flex" flexDirection={direction} gap={gap} {...rest} />;
}
