import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { CameraCapture, type CameraSource } from './CameraCapture';

/** A stream whose one track records being stopped. */
function fakeStream() {
  const track = { stop: vi.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

beforeEach(() => {
  // jsdom has no media playback, canvas or object URLs: stand-ins that behave like a browser's.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  Object.defineProperty(HTMLVideoElement.prototype, 'videoWidth', { configurable: true, get: () => 640 });
  Object.defineProperty(HTMLVideoElement.prototype, 'videoHeight', { configurable: true, get: () => 480 });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: vi.fn() } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback: BlobCallback, type?: string) {
    callback(new Blob(['jpeg'], { type }));
  });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('CameraCapture', () => {
  it('is a group named by its label, described by its hint, with the camera and file buttons', () => {
    renderWithUI(<CameraCapture label="Front of the ID card" hint="All four corners in view" onChange={() => undefined} camera={null} />);
    const group = screen.getByRole('group', { name: 'Front of the ID card' });
    expect(group).toHaveAccessibleDescription('All four corners in view');
    expect(screen.getByRole('button', { name: 'Use the camera' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
    expect(screen.getByText('No photo yet')).toBeInTheDocument();
  });

  it('opens the back camera, takes a JPEG and stops the camera', async () => {
    const { stream, track } = fakeStream();
    const camera: CameraSource = { getUserMedia: vi.fn().mockResolvedValue(stream) };
    const onChange = vi.fn();
    renderWithUI(<CameraCapture label="Front" onChange={onChange} camera={camera} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use the camera' }));
    expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    const video = await screen.findByLabelText('Camera view');
    expect((video as HTMLVideoElement).srcObject).toBe(stream);
    await userEvent.click(screen.getByRole('button', { name: 'Take photo' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    const photo = onChange.mock.calls[0]![0] as Blob;
    expect(photo.type).toBe('image/jpeg');
    expect(track.stop).toHaveBeenCalled();
  });

  it('mirrors only the front camera live view', async () => {
    const camera: CameraSource = { getUserMedia: vi.fn().mockResolvedValue(fakeStream().stream) };
    renderWithUI(<CameraCapture label="Your face" facing="user" autoStart onChange={() => undefined} camera={camera} />);
    const video = await screen.findByLabelText('Camera view');
    expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });
    expect(video.className.split(' ').length).toBeGreaterThan(1);
  });

  it('shows the photo with Retake, which clears it and opens the camera again', async () => {
    const camera: CameraSource = { getUserMedia: vi.fn().mockResolvedValue(fakeStream().stream) };
    const onChange = vi.fn();
    renderWithUI(<CameraCapture label="Front" value={new Blob(['x'], { type: 'image/png' })} onChange={onChange} camera={camera} />);
    expect(await screen.findByRole('img', { name: 'The photo taken' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByRole('button', { name: 'Choose a file' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retake' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(camera.getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('takes a chosen file as the picture', async () => {
    const onChange = vi.fn();
    const { container } = renderWithUI(<CameraCapture label="Front" onChange={onChange} camera={null} />);
    const file = new File(['png'], 'id.png', { type: 'image/png' });
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, file);
    expect(onChange).toHaveBeenCalledWith(file);
  });

  it('says the browser does not support the camera, and keeps the file choice', async () => {
    const onCameraError = vi.fn();
    renderWithUI(<CameraCapture label="Front" autoStart onChange={() => undefined} camera={null} onCameraError={onCameraError} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your browser does not support the camera. Choose a file instead.');
    expect(onCameraError).toHaveBeenCalledWith('unsupported');
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
  });

  it('says when the camera cannot be reached (access refused)', async () => {
    const camera: CameraSource = { getUserMedia: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) };
    renderWithUI(<CameraCapture label="Front" onChange={() => undefined} camera={camera} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use the camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach your camera.');
    expect(screen.getByRole('button', { name: 'Use the camera' })).toBeEnabled();
  });

  it('says when the video cannot play', async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValue(new DOMException('no', 'NotSupportedError'));
    const { stream, track } = fakeStream();
    const onCameraError = vi.fn();
    renderWithUI(<CameraCapture label="Front" autoStart onChange={() => undefined} camera={{ getUserMedia: () => Promise.resolve(stream) }} onCameraError={onCameraError} />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Your browser cannot play the camera's video."));
    expect(onCameraError).toHaveBeenCalledWith('video');
    expect(track.stop).toHaveBeenCalled();
  });

  it('stops the camera when it leaves the page', async () => {
    const { stream, track } = fakeStream();
    const { unmount } = renderWithUI(<CameraCapture label="Front" autoStart onChange={() => undefined} camera={{ getUserMedia: () => Promise.resolve(stream) }} />);
    await screen.findByLabelText('Camera view');
    act(() => unmount());
    expect(track.stop).toHaveBeenCalled();
  });

  it('speaks Arabic right to left, with the app error shown', () => {
    renderWithUI(<CameraCapture label="الوجه الأمامي" error="أضف الوجه الأمامي" onChange={() => undefined} camera={null} />, { locale: 'ar' });
    expect(screen.getByRole('button', { name: 'استخدام الكاميرا' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('أضف الوجه الأمامي');
    expect(screen.getByRole('group').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUI(<CameraCapture label="Front" hint="Hint" onChange={() => undefined} camera={null} />);
    await expectNoAxeViolations(container);
  });
});
