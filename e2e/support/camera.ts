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
  // A group may be opening its camera by itself as the step appears (neither button yet, or the start button
  // about to go): wait for one of the two before deciding, instead of looking once and clicking a vanished button.
  await take.or(start).first().waitFor();
  if (!(await take.isVisible())) await start.click();
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
