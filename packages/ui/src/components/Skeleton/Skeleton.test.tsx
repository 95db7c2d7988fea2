import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../test/render';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized in logical terms', () => {
    const { container } = renderWithUI(<Skeleton shape="rect" inlineSize={120} blockSize="2em" />);
    const el = container.querySelector('[data-skeleton]') as HTMLElement;
    expect(el).toHaveAttribute('aria-hidden', 'true');
    expect(el.style.inlineSize).toBe('120px');
    expect(el.style.blockSize).toBe('2em');
  });

  it('leaves the block size to the shape when not given', () => {
    const { container } = renderWithUI(<Skeleton />);
    expect((container.querySelector('[data-skeleton]') as HTMLElement).style.blockSize).toBe('');
  });
});
