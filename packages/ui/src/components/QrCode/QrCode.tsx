import { useEffect, useRef, useState } from 'react';
import { useUI } from '../../provider/UIProvider';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './QrCode.css';

export interface QrCodeProps {
  /**
   * The QR picture as the payment provider sends it: an image data URL
   * (`data:image/png;base64,…`, FIB's `qrCode`) or an http(s) or same-site
   * URL. Anything else (a `javascript:` URL, plain text) is not drawn.
   */
  src: string;
  /** The picture's accessible name, e.g. "QR code to pay 50,000 IQD with FIB". */
  label: string;
  /** The code a person can type in their bank app instead of scanning: shown under the picture, with a copy button. */
  code?: string;
  /** Names the code; the library's "Code" by default. */
  codeLabel?: string;
  /** The picture's width and height in CSS pixels (default 200). */
  size?: number;
  className?: string;
}

const SAFE_SOURCE = /^(data:image\/(png|jpeg|gif|webp|svg\+xml);base64,|https?:\/\/|\/(?!\/))/i;

/** Whether `src` is a picture the component will draw (an image data URL, an http(s) or same-site URL). */
export function isQrImageSource(src: string): boolean {
  return SAFE_SOURCE.test(src.trim());
}

/**
 * A provider's payment QR code on a white quiet zone (in the dark theme
 * too, so phones can scan it), with the readable code under it and a button
 * that copies the code. The code reads left to right in every language and
 * is isolated from the surrounding text.
 */
export function QrCode({ src, label, code, codeLabel, size = 200, className }: QrCodeProps) {
  const { t } = useUI();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 3000);
    } catch {
      // No clipboard (an insecure page, a refused permission): the code stays on screen to type.
    }
  };

  return (
    <figure className={[styles.root, className].filter(Boolean).join(' ')}>
      {isQrImageSource(src) && (
        <span className={styles.frame}>
          <img className={styles.image} src={src} alt={label} width={size} height={size} decoding="async" />
        </span>
      )}
      {code && (
        <figcaption className={styles.code}>
          <span className={styles.codeLabel}>{codeLabel ?? t('qrCodeCode')}</span>
          <bdi dir="ltr" translate="no">
            {code}
          </bdi>
          <IconButton icon={copied ? 'check' : 'copy'} size="sm" label={t('qrCodeCopy')} onClick={() => void copy()} />
          <VisuallyHidden role="status">{copied ? t('qrCodeCopied') : ''}</VisuallyHidden>
        </figcaption>
      )}
    </figure>
  );
}
