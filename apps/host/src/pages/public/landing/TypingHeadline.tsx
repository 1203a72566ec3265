import { useEffect, useState } from 'react';
import * as styles from '../../../layout/public.css';
import { useLandingLimits } from './useLandingLimits';

/** Typing, deleting and pause durations in ms (account spec, section 9: 90/100/2000). */
export interface TypingTimes {
  typingMs: number;
  deletingMs: number;
  typingPauseMs: number;
}

/** Whether the user asked for less motion; `false` while prerendering, where both states render alike. */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** One step of the typewriter: type a letter every 90 ms, pause 2 s, delete a letter every 100 ms, next word. */
export function nextTyping(
  words: readonly string[],
  state: { word: number; length: number; deleting: boolean },
  times: TypingTimes,
): { state: { word: number; length: number; deleting: boolean }; delay: number } {
  const full = words[state.word] ?? '';
  if (!state.deleting) {
    if (state.length < full.length)
      return { state: { ...state, length: state.length + 1 }, delay: times.typingMs };
    return { state: { ...state, deleting: true }, delay: times.typingPauseMs };
  }
  if (state.length > 0) return { state: { ...state, length: state.length - 1 }, delay: times.deletingMs };
  return {
    state: { word: (state.word + 1) % words.length, length: 0, deleting: false },
    delay: times.typingMs,
  };
}

/**
 * A headline word that types itself and cycles. Screen readers get the whole sentence once; with reduced
 * motion the words change whole, every pause, without typing.
 */
export function TypingHeadline({ words }: { words: readonly string[] }) {
  const [reduced] = useState(prefersReducedMotion);
  const limits = useLandingLimits();
  // The first word shows whole until the timings arrive, then the typing starts over from it.
  const [typing, setTyping] = useState({ word: 0, length: words[0]?.length ?? 0, deleting: false });
  useEffect(() => {
    if (!limits) return;
    if (reduced) {
      const timer = window.setTimeout(
        () => setTyping((current) => ({ ...current, word: (current.word + 1) % words.length })),
        limits.typingPauseMs,
      );
      return () => window.clearTimeout(timer);
    }
    const { state, delay } = nextTyping(words, typing, limits);
    const timer = window.setTimeout(() => setTyping(state), delay);
    return () => window.clearTimeout(timer);
  }, [limits, reduced, typing, words]);
  const word = words[typing.word] ?? '';
  const shown = reduced ? word : word.slice(0, typing.length);
  return (
    <>
      {/* Every word, unseen, in the typed word's cell: the slot is as wide as the longest, so the headline
          around it does not move (nor rewrap) at each letter. */}
      <span className={styles.typedSlot}>
        <span aria-hidden="true" className={styles.typed}>
          {shown}
          {reduced || !limits ? null : <span className={styles.caret}>&nbsp;</span>}
        </span>
        {words.map((each) => (
          <span key={each} className={styles.typedSizer}>
            {each}
            <span className={styles.caret}>&nbsp;</span>
          </span>
        ))}
      </span>
      <span className={styles.visuallyHidden}>{words.join(', ')}</span>
    </>
  );
}
