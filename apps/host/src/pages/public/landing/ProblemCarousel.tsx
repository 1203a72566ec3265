import { wrapIndex } from '@postify/sdk/rules';
import { useState } from 'react';
import * as styles from '../../../layout/public.css';
import { problemCards } from './content';

const VISIBLE = 3;

/** The five problem/solution cards: three at a time (one on phones), wrapping both ways; a card flips on hover, tap or Enter. */
export function ProblemCarousel() {
  // The SDK's wrapping rule with local state rather than useCarousel: the landing stays out of the hooks'
  // bundle (see PostifyScope).
  const [raw, setRaw] = useState(0);
  const count = problemCards.length;
  const index = wrapIndex(raw, count);
  const carousel = {
    index,
    label: `${index + 1}/${count}`,
    next: () => setRaw(wrapIndex(index + 1, count)),
    previous: () => setRaw(wrapIndex(index - 1, count)),
  };
  const [flipped, setFlipped] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setFlipped((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const visible = Array.from(
    { length: VISIBLE },
    (_, offset) => problemCards[wrapIndex(carousel.index + offset, problemCards.length)],
  );
  return (
    <section className={styles.section} aria-labelledby="problemas" aria-roledescription="carrossel">
      <h2 id="problemas" className={styles.sectionTitle}>
        Problemas que resolvemos
      </h2>
      <div className={styles.carousel}>
        <ul className={styles.carouselTrack} aria-live="polite">
          {visible.map((card, offset) =>
            card ? (
              <li key={card.id} className={offset > 0 ? styles.carouselExtra : undefined}>
                <button
                  type="button"
                  className={styles.flipCard}
                  aria-pressed={flipped.has(card.id)}
                  onClick={() => toggle(card.id)}
                >
                  <span className={styles.flipInner}>
                    <span className={styles.flipFront} aria-hidden={flipped.has(card.id)}>
                      <span className={styles.faceLabel}>Problema</span>
                      <strong>{card.problem}</strong>
                      <span>{card.problemText}</span>
                    </span>
                    <span className={styles.flipBack} aria-hidden={!flipped.has(card.id)}>
                      <span className={styles.faceLabel}>Solução</span>
                      <strong>{card.solution}</strong>
                      <span>{card.solutionText}</span>
                    </span>
                  </span>
                </button>
              </li>
            ) : null,
          )}
        </ul>
        <div className={styles.carouselControls}>
          <StepButton label="Card anterior" onClick={carousel.previous}>
            ←
          </StepButton>
          <span aria-live="polite">{carousel.label}</span>
          <StepButton label="Próximo card" onClick={carousel.next}>
            →
          </StepButton>
        </div>
      </div>
    </section>
  );
}

/** One step of the carousel: an arrow button named for screen readers ('Card anterior', 'Próximo card'). */
function StepButton({ label, onClick, children }: { label: string; onClick: () => void; children: string }) {
  return (
    <button type="button" className={styles.iconButton} onClick={onClick} aria-label={label}>
      {children}
    </button>
  );
}
