/** Maximum media heights of the previews, as the publishing specification fixes them. */
export const previewMediaMaxHeight = {
  feed: '400px',
  grid: '500px',
  professional: '400px',
  channel: '400px',
  shortText: '300px',
} as const;

/** The short-vertical-video card's aspect ratio (10:16). */
export const shortVideoAspectRatio = '10 / 16';
