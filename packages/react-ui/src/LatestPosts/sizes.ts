/** The height of a post's picture in the row, and of its skeleton while the posts load. */
export const thumbHeight = '160px';
