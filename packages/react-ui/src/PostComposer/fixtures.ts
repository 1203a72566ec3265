import { sampleImage, sampleVideo } from '../previews/fixtures/media';
import { fixedNow, samplePlatforms } from '../ScheduleEditor/fixtures';

// Story and test data: generated files (never fetched), the schedule editor's platforms and fixed clock.

export { fixedNow, samplePlatforms };

/** Always 0.5: the template number is 550 in every story. */
export const fixedRandom = () => 0.5;

/** A generated SVG picture as a file, distinct per index ('foto-1.svg'…). */
export function imageFile(index: number): File {
  const { url } = sampleImage(index, 600, 400);
  const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
  return new File([svg], `foto-${index + 1}.svg`, { type: 'image/svg+xml', lastModified: 0 });
}

/** `count` distinct picture files. */
export const imageFiles = (count: number) => Array.from({ length: count }, (_, i) => imageFile(i));

/** The previews' short WebM clip as a file. */
export function videoFile(name = 'video.webm'): File {
  const base64 = sampleVideo.url.slice(sampleVideo.url.indexOf(',') + 1);
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'video/webm', lastModified: 0 });
}

/** The account the previews show. */
export const sampleAccount = { username: 'loja.aurora' };
