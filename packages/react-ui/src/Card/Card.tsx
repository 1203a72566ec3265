import { type ReactNode, useId } from 'react';
import * as styles from './Card.css';

export const cardPaddings = ['none', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export interface CardProps {
  children?: ReactNode;
  /** Heading of the card, e.g. 'Últimos posts'. */
  title?: ReactNode;
  description?: ReactNode;
  /** Content at the end of the header row, e.g. a 'Ver todos' action. */
  actions?: ReactNode;
  padding?: CardPadding;
  /** Element to render: a `section` gets its title as accessible name. */
  as?: 'div' | 'section' | 'article';
  headingLevel?: 2 | 3 | 4;
}

/** A card groups related content on a raised surface, with an optional title row and actions. */
export function Card({
  children,
  title,
  description,
  actions,
  padding = 'md',
  as: Element = 'div',
  headingLevel = 2,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  // A section or article is a landmark or region only with a name: its title gives it one.
  const named = Element !== 'div' && Boolean(title);
  return (
    <Element className={styles.card({ padding })} aria-labelledby={named ? headingId : undefined}>
      {title || actions ? (
        <div className={styles.header}>
          {title ? (
            <Heading id={headingId} className={styles.title}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {actions}
        </div>
      ) : null}
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
    </Element>
  );
}
