export { MediaCarousel, type MediaCarouselProps, type MediaFit } from './MediaCarousel';
