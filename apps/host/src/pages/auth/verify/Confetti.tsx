import * as styles from './verify.css';

const PIECES = 24;

/** A short burst of confetti; decorative, and absent for visitors who ask for reduced motion (CSS). */
export function Confetti() {
  return (
    <div className={styles.confetti} aria-hidden="true">
      {Array.from({ length: PIECES }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of identical decorative pieces
          key={index}
          className={styles.piece[index % styles.piece.length]}
          style={{ left: `${(index * 97) % 100}%`, animationDelay: `${(index % 6) * 120}ms` }}
        />
      ))}
    </div>
  );
}
