import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useUI } from '../../provider/UIProvider';
import { IconButton } from '../IconButton/IconButton';
import { ThemedPortal } from '../Portal/Portal';
import * as styles from './PhotoViewer.css';

export interface ViewerPhoto {
  src: string;
  /** What the photo shows, e.g. "Mansour Residence, photo 2 of 5". */
  alt: string;
}

export interface PhotoViewerProps {
  photos: readonly ViewerPhoto[];
  /** Which photo shows, from 0. */
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The viewer's heading and accessible name (the property's name). */
  title: string;
}

/** A swipe shorter than this is a tap. */
const SWIPE = 40;

/**
 * Photos full screen, one at a time. Escape or the close button closes it and
 * focus goes back where it was; focus stays inside while open. The arrow
 * keys, the two buttons and a swipe move through the photos in reading
 * order, so in Arabic and Kurdish "next" is to the left; it wraps around.
 */
export function PhotoViewer({ photos, index, onIndexChange, open, onOpenChange, title }: PhotoViewerProps) {
  const { t, format, dir } = useUI();
  const start = useRef<{ id: number; x: number } | null>(null);
  // The page opens the viewer from its own buttons: focus goes back to the one that did.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const total = photos.length;
  const current = photos[Math.min(Math.max(index, 0), Math.max(total - 1, 0))];
  const go = (step: 1 | -1) => total > 1 && onIndexChange((index + step + total) % total);
  // Physical keys: the right arrow moves towards the end of a right-to-left row, which is "previous".
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === forward) go(1);
    else if (event.key === backward) go(-1);
    else if (event.key === 'Home' && total > 0) onIndexChange(0);
    else if (event.key === 'End' && total > 0) onIndexChange(total - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = { id: event.pointerId, x: event.clientX };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) < SWIPE) return;
    // Swiping the photo towards the reading start brings the next one, as a page turns.
    const towardsStart = dir === 'rtl' ? dx > 0 : dx < 0;
    go(towardsStart ? 1 : -1);
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <ThemedPortal portal={DialogPrimitive.Portal} present={open}>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={styles.content}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.bar}>
            <div>
              <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
              {total > 0 && (
                <span className={styles.count} aria-live="polite">
                  {t('photoViewerCount', { n: format.number(index + 1), total: format.number(total) })}
                </span>
              )}
            </div>
            <DialogPrimitive.Close asChild>
              <IconButton icon="close" label={t('close')} variant="outline" className={styles.lightButton} />
            </DialogPrimitive.Close>
          </div>
          <div className={styles.stage} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (start.current = null)}>
            {current && <img className={styles.photo} src={current.src} alt={current.alt} draggable={false} />}
            {total > 1 && (
              <>
                <IconButton icon="chevronStart" label={t('photoViewerPrevious')} variant="outline" size="lg" className={`${styles.previous} ${styles.lightButton}`} onClick={() => go(-1)} />
                <IconButton icon="chevronEnd" label={t('photoViewerNext')} variant="outline" size="lg" className={`${styles.next} ${styles.lightButton}`} onClick={() => go(1)} />
              </>
            )}
          </div>
        </DialogPrimitive.Content>
      </ThemedPortal>
    </DialogPrimitive.Root>
  );
}
