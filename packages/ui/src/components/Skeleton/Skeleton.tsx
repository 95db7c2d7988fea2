import { skeleton, type skeletonShapes } from './Skeleton.css';

export interface SkeletonProps {
  shape?: (typeof skeletonShapes)[number];
  /** CSS inline size (width in horizontal writing), e.g. '60%' or 120. */
  inlineSize?: string | number;
  /** CSS block size (height in horizontal writing). */
  blockSize?: string | number;
  className?: string;
}

/**
 * A placeholder block while content loads. Decorative: the loading state is
 * announced by the region that owns it (aria-busy), not by each block.
 */
export function Skeleton({ shape, inlineSize = '100%', blockSize, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={[skeleton({ shape }), className].filter(Boolean).join(' ')}
      style={{ inlineSize, ...(blockSize !== undefined ? { blockSize } : {}) }}
    />
  );
}
