export { type MediaCarouselProps, type MediaFit, MediaCarousel } from './MediaCarousel';
