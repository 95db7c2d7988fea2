import { Accordion, Badge, Button, Card, Heading, Icon, Stack, Text, Tiles } from '@sahm/ui';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './InstallSection.css';
import {
  capturedInstallPrompt,
  forgetInstallPrompt,
  isStandalone,
  markInstalled,
  wasInstalled,
  type BeforeInstallPromptEvent,
} from '../../../lib/pwa';

type Platform = 'ios' | 'android' | 'windows' | 'mac';

/** The install guidance of spec.md §1: iOS, Android, Windows in two browsers, Mac in two browsers. */
export const installGuides: Record<Platform, { browser: 'safari' | 'chrome' | 'edge'; steps: number }[]> = {
  ios: [{ browser: 'safari', steps: 4 }],
  android: [{ browser: 'chrome', steps: 4 }],
  windows: [
    { browser: 'chrome', steps: 3 },
    { browser: 'edge', steps: 3 },
  ],
  mac: [
    { browser: 'safari', steps: 3 },
    { browser: 'chrome', steps: 3 },
  ],
};

const browserNames = { safari: 'Safari', chrome: 'Chrome', edge: 'Microsoft Edge' } as const;
const platforms = Object.keys(installGuides) as Platform[];

/** The visitor's own device, whose guidance opens first (none for other systems). */
function detectPlatform(): Platform | undefined {
  const ua = navigator.userAgent;
  // iPadOS presents itself as a Mac with a touch screen.
  if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)) return 'ios';
  if (/Android/.test(ua)) return 'android';
  if (/Windows/.test(ua)) return 'windows';
  if (/Macintosh|Mac OS X/.test(ua)) return 'mac';
  return undefined;
}

function PlatformGuide({ platform }: { platform: Platform }) {
  const t = useIntl().formatMessage;
  return (
    <Tiles minColumnSize={260} stretch>
      {installGuides[platform].map(({ browser, steps }) => {
        const key = `install.${platform}.${browser}`;
        return (
          <Card key={browser} as="section" tone="outline" padding="lg" aria-labelledby={`${key}-title`} data-guide={`${platform}-${browser}`}>
            <Heading level={4} size={3} id={`${key}-title`}>
              {t({ id: 'install.inBrowser' }, { browser: browserNames[browser] })}
            </Heading>
            <ol className={styles.steps}>
              {Array.from({ length: steps }, (_, index) => (
                <li key={index}>{t({ id: `${key}.step${index + 1}` })}</li>
              ))}
            </ol>
          </Card>
        );
      })}
    </Tiles>
  );
}

/**
 * The home page's install section: an Install button when the browser
 * offers its install prompt, step-by-step guidance per platform and browser
 * otherwise, and the native app as "coming soon". Hidden when Sahm already
 * runs as an installed app, and after it has been installed.
 */
export function InstallSection() {
  const t = useIntl().formatMessage;
  const titleId = useId();
  const [standalone, setStandalone] = useState(isStandalone);
  const [installed, setInstalled] = useState(wasInstalled);
  const [prompt, setPrompt] = useState<BeforeInstallPromptEvent | null>(capturedInstallPrompt);
  const [platform] = useState(detectPlatform);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setPrompt(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      markInstalled();
      setInstalled(true);
      setPrompt(null);
    };
    const media = typeof window.matchMedia === 'function' ? window.matchMedia('(display-mode: standalone)') : null;
    const onDisplayMode = () => setStandalone(isStandalone());
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    media?.addEventListener?.('change', onDisplayMode);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
      media?.removeEventListener?.('change', onDisplayMode);
    };
  }, []);

  if (standalone || installed) return null;

  const install = async () => {
    if (!prompt) return;
    // A prompt can be shown only once.
    setPrompt(null);
    forgetInstallPrompt();
    await prompt.prompt();
    const choice = await prompt.userChoice.catch(() => null);
    if (choice?.outcome === 'accepted') {
      markInstalled();
      setInstalled(true);
    }
  };

  return (
    <Card as="section" tone="muted" padding="xxl" gap="xl" aria-labelledby={titleId} id="install">
      <Stack direction="row" flexWrap="wrap" alignItems="flex-start" justifyContent="space-between" gap="lg">
        <Stack gap="sm" className={styles.intro}>
          <Heading level={2} id={titleId}>
            {t({ id: 'install.title' })}
          </Heading>
          <Text tone="muted">{t({ id: 'install.description' })}</Text>
          {prompt && (
            <Stack direction="row" flexWrap="wrap" alignItems="center" gap="md">
              <Button leading="download" onClick={install}>
                {t({ id: 'install.button' })}
              </Button>
              <Text as="span" tone="muted">
                {t({ id: 'install.buttonHint' })}
              </Text>
            </Stack>
          )}
        </Stack>
        <div className={styles.nativeApp}>
          <Icon name="smartphone" size={32} className={styles.nativeAppIcon} />
          <div>
            <Stack direction="row" flexWrap="wrap" alignItems="center" gap="sm">
              <Text as="span" weight="semibold">
                {t({ id: 'install.native.title' })}
              </Text>
              <Badge tone="accent" icon="clock">
                {t({ id: 'install.native.comingSoon' })}
              </Badge>
            </Stack>
            <Text tone="muted">{t({ id: 'install.native.description' })}</Text>
          </div>
        </div>
      </Stack>
      {/* An accordion rather than tabs: four platforms fit a 375px phone only stacked. */}
      <Accordion
        headingLevel={3}
        defaultValue={platform}
        items={platforms.map((value) => ({
          value,
          question: t({ id: `install.platform.${value}` }),
          answer: <PlatformGuide platform={value} />,
        }))}
      />
    </Card>
  );
}
