// Taking a photo in a CameraCapture group with Chromium's fake camera
// (useBrowser({ args: fakeCameraArgs })), by its visible labels.
import type { E2EPage, Language } from './browser.ts';

/** CameraCapture's button and region names (packages/ui's product catalog). */
const labels = {
  en: { start: 'Use the camera', take: 'Take photo', live: 'Camera view', photo: 'The photo taken' },
  ar: { start: 'استخدام الكاميرا', take: 'التقاط صورة', live: 'عرض الكاميرا', photo: 'الصورة الملتقطة' },
} satisfies Partial<Record<Language, Record<string, string>>>;

/** Takes the photo of one CameraCapture group through the (fake) camera, opening it first unless it opened by itself. */
export async function capture(page: E2EPage, group: string, language: keyof typeof labels = 'ar') {
  const l = labels[language];
  const box = page.getByRole('group', { name: group });
  const take = box.getByRole('button', { name: l.take });
  const start = box.getByRole('button', { name: l.start });
  // A group may be opening its camera by itself as the step appears: its start button can show and go
  // between a look and a click. Until the take button is there, press start only while it is on screen,
  // with a short budget, and look again.
  const until = Date.now() + 30_000;
  while (!(await take.isVisible())) {
    if (Date.now() > until) throw new Error(`the camera of "${group}" never opened`);
    if (await start.isVisible()) await start.click({ timeout: 1_000 }).catch(() => undefined);
    else await take.or(start).first().waitFor({ timeout: 1_000 }).catch(() => undefined);
  }
  await box.getByLabel(l.live).waitFor();
  // The fake device's first frames: wait until the video has a picture.
  await page.waitForFunction((name) => {
    const groups = [...document.querySelectorAll('[role="group"]')];
    const video = groups.find((g) => g.textContent?.includes(name))?.querySelector('video');
    return !!video && video.videoWidth > 0 && video.readyState >= 2;
  }, group);
  await take.click();
  await box.getByRole('img', { name: l.photo }).waitFor();
}
