export { Card, type CardPadding, type CardProps, cardPaddings } from './Card';
