import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useUI } from '../../provider/UIProvider';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './CameraCapture.css';

/** Why the camera could not be used (spec.md §8): not reachable (refused, missing, busy), not supported by the browser, or its video cannot play. */
export type CameraError = 'unreachable' | 'unsupported' | 'video';
/** Which camera to ask for: the back one for documents, the front one for a selfie. */
export type CameraFacing = (typeof styles.cameraFacings)[number];
/** Where the camera comes from: `navigator.mediaDevices` unless given (tests, stories, an embedding app). */
export interface CameraSource {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
}

export interface CameraCaptureProps {
  /** What to photograph ("Front of the ID card"); names the group. */
  label: ReactNode;
  /** An instruction read with it ("Turn your head to the left"). */
  hint?: ReactNode;
  /** The photo taken or the file chosen; shown as a preview with "Retake". */
  value?: Blob | null;
  /** A new photo or file, or null when it is retaken. */
  onChange: (image: Blob | null) => void;
  /** `environment` (default, documents) or `user` (a selfie, shown mirrored while live). */
  facing?: CameraFacing;
  /** Offer "Choose a file" beside the camera (default true): the way on when the camera fails. */
  allowFile?: boolean;
  /** File types the file picker offers. */
  accept?: string;
  /** Open the camera as soon as it shows (a step that is all about the camera). */
  autoStart?: boolean;
  /** Error text from the app (e.g. "Add the front of the ID card"). */
  error?: ReactNode;
  disabled?: boolean;
  /** Defaults to `navigator.mediaDevices`; `null` means the browser has no camera API. */
  camera?: CameraSource | null;
  /** Told when the camera fails, besides the message shown. */
  onCameraError?: (error: CameraError) => void;
  className?: string;
}

type Phase = 'idle' | 'starting' | 'live';

const defaultCamera = (): CameraSource | null =>
  typeof navigator !== 'undefined' && navigator.mediaDevices && typeof navigator.mediaDevices.getUserMedia === 'function'
    ? navigator.mediaDevices
    : null;

const errorKeys = {
  unreachable: 'cameraCaptureUnreachable',
  unsupported: 'cameraCaptureUnsupported',
  video: 'cameraCaptureVideo',
} as const;

/**
 * Takes one picture: with the device's camera (getUserMedia: a live view,
 * "Take photo", a preview and "Retake") or, always offered unless turned
 * off, from a file. The camera's failures (spec.md §8: not reachable, not
 * supported, video that cannot play) are shown in the library's language,
 * and "Choose a file" stays. The photo is a JPEG Blob at the camera's
 * resolution; the stream stops as soon as it is taken or the part unmounts.
 */
export function CameraCapture({
  label,
  hint,
  value,
  onChange,
  facing = 'environment',
  allowFile = true,
  accept = 'image/jpeg,image/png,image/webp',
  autoStart = false,
  error,
  disabled = false,
  camera,
  onCameraError,
  className,
}: CameraCaptureProps) {
  const { t } = useUI();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const videoRef = useRef<HTMLVideoElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [cameraError, setCameraError] = useState<CameraError | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const source = camera === undefined ? defaultCamera() : camera;

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  const fail = useCallback(
    (kind: CameraError) => {
      stop();
      setPhase('idle');
      setCameraError(kind);
      onCameraError?.(kind);
    },
    [stop, onCameraError],
  );

  const start = useCallback(async () => {
    setCameraError(null);
    if (!source) {
      fail('unsupported');
      return;
    }
    setPhase('starting');
    try {
      const stream = await source.getUserMedia({ video: { facingMode: facing }, audio: false });
      stop();
      streamRef.current = stream;
      setPhase('live');
    } catch {
      fail('unreachable');
    }
  }, [source, facing, fail, stop]);

  // Attach the stream once the <video> is there, and play it.
  useEffect(() => {
    const video = videoRef.current;
    const stream = streamRef.current;
    if (phase !== 'live' || !video || !stream) return;
    video.srcObject = stream;
    const played = video.play() as Promise<void> | undefined;
    played?.catch((reason: unknown) => {
      // An interrupted play() (the view closed) is no failure.
      if ((reason as { name?: string })?.name !== 'AbortError') fail('video');
    });
  }, [phase, fail]);

  useEffect(() => {
    if (autoStart && !value && !disabled) void start();
    // Only on mount: a later retake starts the camera itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => stop, [stop]);

  useEffect(() => {
    if (!value || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const take = () => {
    const video = videoRef.current;
    if (!video || !video.videoWidth || !video.videoHeight) {
      fail('video');
      return;
    }
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) {
      fail('video');
      return;
    }
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => {
        if (!blob) {
          fail('video');
          return;
        }
        stop();
        setPhase('idle');
        onChange(blob);
      },
      'image/jpeg',
      0.92,
    );
  };

  const close = () => {
    stop();
    setPhase('idle');
  };

  const retake = () => {
    onChange(null);
    if (!cameraError && source) void start();
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // The same file may be chosen again after a retake.
    if (!file) return;
    close();
    setCameraError(null);
    onChange(file);
  };

  const message = cameraError ? t(errorKeys[cameraError]) : null;
  const describedBy = [hint ? hintId : null, message || error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className={[styles.root, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      <div className={styles.frame} aria-busy={phase === 'starting' || undefined}>
        {value && preview ? (
          <img className={styles.media} src={preview} alt={t('cameraCapturePhoto')} />
        ) : phase === 'live' ? (
          <video
            ref={videoRef}
            className={[styles.media, facing === 'user' ? styles.mirrored : ''].filter(Boolean).join(' ')}
            aria-label={t('cameraCaptureLive')}
            muted
            playsInline
            autoPlay
            onError={() => fail('video')}
          />
        ) : (
          <>
            <Icon name={value ? 'check' : 'camera'} size={32} />
            <span>{value ? t('cameraCapturePhoto') : phase === 'starting' ? t('cameraCaptureStarting') : t('cameraCaptureEmpty')}</span>
          </>
        )}
      </div>
      <div className={styles.actions}>
        {value ? (
          <Button variant="secondary" leading="camera" onClick={retake} disabled={disabled}>
            {t('cameraCaptureRetake')}
          </Button>
        ) : phase === 'live' ? (
          <>
            <Button leading="camera" onClick={take} disabled={disabled}>
              {t('cameraCaptureTake')}
            </Button>
            <Button variant="ghost" onClick={close}>
              {t('cameraCaptureClose')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" leading="camera" onClick={() => void start()} loading={phase === 'starting'} disabled={disabled}>
            {t('cameraCaptureStart')}
          </Button>
        )}
        {allowFile && !value && (
          <>
            <Button variant="ghost" leading="upload" onClick={() => fileRef.current?.click()} disabled={disabled}>
              {t('cameraCaptureChooseFile')}
            </Button>
            <input ref={fileRef} className={styles.fileInput} type="file" accept={accept} tabIndex={-1} aria-hidden="true" onChange={chooseFile} />
          </>
        )}
      </div>
      <div id={errorId} role="alert" className={styles.error}>
        {message && (
          <>
            <Icon name="warning" size={16} />
            <span>{message}</span>
          </>
        )}
        {error && <span>{error}</span>}
      </div>
    </div>
  );
}
