import {
  documentSides,
  kycProofTypes,
  messageText,
  type KycProofType,
  type LivenessChallenge,
  type LivenessChallengeSet,
} from '@sahm/domain';
import { Alert, Button, CameraCapture, Card, Heading, ProgressBar, Stack, Text, Tiles, useToast, useUI } from '@sahm/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../lib/api';
import { getLivenessChallenges } from './api/get-liveness-challenges';
import { sendKycRequest } from './api/send-kyc-request';

type Side = 'documentFront' | 'documentBack';
type Step = 'document' | 'liveness' | 'review';
const steps: readonly Step[] = ['document', 'liveness', 'review'];

/** What the API takes (decisions.md §8): JPEG, PNG or WebP, 5 MB at most; checked here first so a wrong file is said at once. */
export const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const KYC_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The error code a picture earns before it is sent, or null when it may go. */
export function imageProblem(image: Blob): 'UNSUPPORTED_IMAGE' | 'IMAGE_TOO_LARGE' | null {
  if (!(KYC_IMAGE_TYPES as readonly string[]).includes(image.type)) return 'UNSUPPORTED_IMAGE';
  if (image.size > KYC_IMAGE_MAX_BYTES) return 'IMAGE_TOO_LARGE';
  return null;
}

const sideLabel: Record<KycProofType, Record<Side, string>> = {
  iraqi_id: { documentFront: 'kyc.side.idFront', documentBack: 'kyc.side.idBack' },
  passport: { documentFront: 'kyc.side.passport', documentBack: 'kyc.side.passport' },
};

/**
 * The three steps: the document (Iraqi ID front and back, or the passport's
 * photo page), the liveness check (each challenge in turn, one selfie each,
 * under a nonce from the server), then a review and sending. Next, Back and
 * Clear on every step; a refused picture is said on its own field.
 */
export function KycFlow({ onSubmitted }: { onSubmitted: () => void | Promise<void> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const n = (value: number) => intl.formatNumber(value);
  const { locale } = useUI();
  const toast = useToast();
  const [step, setStep] = useState<Step>('document');
  const [proofType, setProofType] = useState<KycProofType>('iraqi_id');
  const [sides, setSides] = useState<Partial<Record<Side, Blob>>>({});
  const [sideErrors, setSideErrors] = useState<Partial<Record<Side, string>>>({});
  const [set, setSet] = useState<LivenessChallengeSet | null>(null);
  const [loadingSet, setLoadingSet] = useState(false);
  const [setError, setSetError] = useState<string | null>(null);
  const [index, setIndex] = useState(0);
  const [frames, setFrames] = useState<Partial<Record<LivenessChallenge, Blob>>>({});
  const [frameError, setFrameError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** Percent of the request's bytes sent while sending. */
  const [uploaded, setUploaded] = useState(0);
  const [sendError, setSendError] = useState<string | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shown = useRef({ step, index: 0 });

  const needed = documentSides[proofType];
  const challenges = set?.challenges ?? [];
  const challenge = challenges[index];
  const photosNeeded = needed.length + (challenges.length || 3);
  const photosReady = needed.filter((side) => sides[side]).length + Object.keys(frames).length;

  // A new step or challenge moves focus to its heading (never on the first render, which keeps the page's own focus).
  useEffect(() => {
    if (shown.current.step === step && shown.current.index === index) return;
    shown.current = { step, index };
    stepHeading.current?.focus();
  }, [step, index]);

  const loadChallenges = async () => {
    setLoadingSet(true);
    setSetError(null);
    try {
      const { data } = await getLivenessChallenges();
      setSet(data);
      setFrames({});
      setIndex(0);
    } catch (error) {
      setSetError(error instanceof ApiError ? error.message : t({ id: 'kyc.failed' }));
    } finally {
      setLoadingSet(false);
    }
  };

  const expired = set !== null && Date.parse(set.expiresAt) <= Date.now();

  const goToLiveness = () => {
    const missing: Partial<Record<Side, string>> = {};
    for (const side of needed) if (!sides[side]) missing[side] = t({ id: 'kyc.side.missing' }, { side: t({ id: sideLabel[proofType][side] }) });
    setSideErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setStep('liveness');
    if (!set || expired) void loadChallenges();
  };

  const pickSide = (side: Side) => (image: Blob | null) => {
    setSendError(null);
    if (image) {
      const problem = imageProblem(image);
      if (problem) {
        setSideErrors((e) => ({ ...e, [side]: messageText(locale, problem) }));
        return;
      }
    }
    setSideErrors((e) => ({ ...e, [side]: undefined }));
    setSides((s) => ({ ...s, [side]: image ?? undefined }));
  };

  const pickFrame = (image: Blob | null) => {
    if (!challenge) return;
    setSendError(null);
    if (image) {
      const problem = imageProblem(image);
      if (problem) {
        setFrameError(messageText(locale, problem));
        return;
      }
    }
    setFrameError(null);
    setFrames((f) => {
      const next = { ...f };
      if (image) next[challenge] = image;
      else delete next[challenge];
      return next;
    });
  };

  const nextChallenge = () => {
    if (!challenge || !frames[challenge]) {
      setFrameError(t({ id: 'kyc.liveness.missing' }));
      return;
    }
    setFrameError(null);
    if (index + 1 < challenges.length) setIndex(index + 1);
    else setStep('review');
  };

  const back = () => {
    setFrameError(null);
    setSendError(null);
    if (step === 'review') setStep('liveness');
    else if (step === 'liveness' && index > 0) setIndex(index - 1);
    else setStep('document');
  };

  const clear = () => {
    setSendError(null);
    if (step === 'document') {
      setSides({});
      setSideErrors({});
    } else {
      setFrames({});
      setFrameError(null);
      setIndex(0);
      if (step === 'review') setStep('liveness');
    }
  };

  const submit = async () => {
    if (!set || !sides.documentFront) return;
    if (expired) {
      setSendError(messageText(locale, 'LIVENESS_NONCE_INVALID'));
      return;
    }
    setSending(true);
    setUploaded(0);
    setSendError(null);
    try {
      const { message } = await sendKycRequest(
        {
          proofType,
          nonce: set.nonce,
          documentFront: sides.documentFront,
          documentBack: proofType === 'iraqi_id' ? sides.documentBack : undefined,
          frames: challenges.flatMap((c) => (frames[c] ? [{ challenge: c, image: frames[c] }] : [])),
        },
        ({ loaded, total }) => setUploaded(total > 0 ? (loaded / total) * 100 : 0),
      );
      toast.show({ tone: 'success', message: message ?? t({ id: 'kyc.sent' }) });
      await onSubmitted();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'LIVENESS_NONCE_INVALID') {
        // The nonce is spent or expired: a new set of challenges, new selfies.
        setSet(null);
        setFrames({});
        setIndex(0);
        setStep('liveness');
        setSetError(error.message);
        return;
      }
      setSendError(error instanceof ApiError ? error.message : t({ id: 'kyc.failed' }));
    } finally {
      setSending(false);
    }
  };

  const stepNumber = steps.indexOf(step) + 1;
  const stepTitle =
    step === 'document'
      ? t({ id: 'kyc.document.title' })
      : step === 'liveness'
        ? t({ id: 'kyc.liveness.title' })
        : t({ id: 'kyc.review.title' });

  return (
    <Card as="section" aria-labelledby="kyc-step-title" phone="flat">
      <Stack gap="xs">
        <Text size="sm" tone="muted">
          {t({ id: 'kyc.step' }, { step: n(stepNumber), total: n(steps.length) })}
        </Text>
        <Heading level={2} size={3} id="kyc-step-title" ref={stepHeading} tabIndex={-1}>
          {stepTitle}
        </Heading>
      </Stack>
      <ProgressBar label={t({ id: 'kyc.progress' })} value={(photosReady / photosNeeded) * 100} />

      {step === 'document' && (
        <Stack gap="lg">
          <Stack gap="sm" role="group" aria-labelledby="kyc-proof-label">
            <Text as="span" id="kyc-proof-label" weight="semibold">
              {t({ id: 'kyc.document.choose' })}
            </Text>
            <Tiles minColumnSize={150} space="sm" stretch>
              {kycProofTypes.map((type) => (
                <Button
                  key={type}
                  variant={proofType === type ? 'primary' : 'secondary'}
                  aria-pressed={proofType === type}
                  fullWidth
                  onClick={() => {
                    setProofType(type);
                    setSideErrors({});
                    if (type === 'passport') setSides((s) => ({ documentFront: s.documentFront }));
                  }}
                >
                  {t({ id: `kyc.proof.${type}` })}
                </Button>
              ))}
            </Tiles>
          </Stack>
          {needed.map((side) => (
            <CameraCapture
              key={`${proofType}-${side}`}
              label={t({ id: sideLabel[proofType][side] })}
              hint={t({ id: 'kyc.document.hint' })}
              value={sides[side] ?? null}
              onChange={pickSide(side)}
              error={sideErrors[side]}
              disabled={sending}
            />
          ))}
        </Stack>
      )}

      {step === 'liveness' && (
        <Stack gap="lg">
          <Text tone="muted">{t({ id: 'kyc.liveness.lead' })}</Text>
          {loadingSet ? (
            <Text role="status">{t({ id: 'kyc.liveness.loading' })}</Text>
          ) : setError || !challenge ? (
            <Alert tone="critical">
              <Stack gap="sm">
                <span>{setError ?? t({ id: 'kyc.failed' })}</span>
                <span>
                  <Button variant="secondary" onClick={() => void loadChallenges()}>
                    {t({ id: 'kyc.liveness.restart' })}
                  </Button>
                </span>
              </Stack>
            </Alert>
          ) : (
            <CameraCapture
              key={`${set?.nonce}-${challenge}`}
              label={t({ id: 'kyc.liveness.challenge' }, { number: n(index + 1), total: n(challenges.length) })}
              hint={t({ id: `kyc.challenge.${challenge}` })}
              facing="user"
              autoStart={!frames[challenge]}
              value={frames[challenge] ?? null}
              onChange={pickFrame}
              error={frameError ?? undefined}
            />
          )}
        </Stack>
      )}

      {step === 'review' && (
        <Stack gap="md">
          <Text>{t({ id: `kyc.review.${proofType}` })}</Text>
          <Text tone="muted">{t({ id: 'kyc.review.text' }, { count: photosReady })}</Text>
          {/* The live region says "Sending your photos…" once; the bar then follows the bytes sent. */}
          <div role="status">{sending && <ProgressBar label={t({ id: 'kyc.sending' })} value={uploaded} />}</div>
        </Stack>
      )}

      <Alert tone="critical">{sendError}</Alert>

      <Stack direction="row" flexWrap="wrap" gap="sm" alignItems="center">
        {step === 'document' && (
          <Button trailing="arrowEnd" onClick={goToLiveness}>
            {t({ id: 'kyc.next' })}
          </Button>
        )}
        {step === 'liveness' && challenge && !loadingSet && !setError && (
          <Button trailing="arrowEnd" onClick={nextChallenge}>
            {t({ id: 'kyc.next' })}
          </Button>
        )}
        {step === 'review' && (
          <Button leading="upload" onClick={() => void submit()} loading={sending}>
            {t({ id: 'kyc.submit' })}
          </Button>
        )}
        {step !== 'document' && (
          <Button variant="secondary" leading="arrowStart" onClick={back} disabled={sending}>
            {t({ id: 'kyc.back' })}
          </Button>
        )}
        <Button variant="ghost" leading="trash" onClick={clear} disabled={sending}>
          {t({ id: 'kyc.clear' })}
        </Button>
      </Stack>
    </Card>
  );
}
