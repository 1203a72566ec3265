import { codeDigits } from '@postify/sdk/rules';
import { LIMITS } from '@postify/sdk/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePostifyMessages } from './i18n.js';

/** Options of {@link useOtpInput}. */
export interface UseOtpInputOptions {
  length?: number;
  /** Called once each time the last box gets filled, with the whole code (the auto-submit). */
  onComplete?: (code: string) => void;
}

/** Props for one box, structurally compatible with an `<input>`. */
export interface OtpBoxProps {
  value: string;
  inputMode: 'numeric';
  autoComplete: 'one-time-code' | 'off';
  maxLength: number;
  'aria-label': string;
  ref: (element: HTMLInputElement | null) => void;
  onChange: (event: { currentTarget: { value: string } }) => void;
  onKeyDown: (event: { key: string; preventDefault: () => void }) => void;
  onPaste: (event: {
    clipboardData: { getData: (format: string) => string };
    preventDefault: () => void;
  }) => void;
  onFocus: () => void;
}

/** State of a one-box-per-digit code input. */
export interface OtpInputState {
  digits: string[];
  code: string;
  isComplete: boolean;
  /** The box that should have focus. */
  focusIndex: number;
  /** Types into box `index`; several characters fill the following boxes. */
  type: (index: number, text: string) => void;
  /** Backspace in box `index`: clears it, or the previous box when it is already empty. */
  backspace: (index: number) => void;
  /** Pastes a code: its first digits fill the boxes from the start. */
  paste: (text: string) => void;
  clear: () => void;
  getBoxProps: (index: number) => OtpBoxProps;
}

/**
 * The six-box code input of sign-in and onboarding: digits only, focus moves forward while typing and
 * back on backspace, a pasted code fills every box, and the sixth digit submits through `onComplete`.
 */
export function useOtpInput({
  length = LIMITS.codeLength,
  onComplete,
}: UseOtpInputOptions = {}): OtpInputState {
  const messages = usePostifyMessages();
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''));
  const [focusIndex, setFocusIndex] = useState(0);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;
  const code = digits.join('');
  const isComplete = digits.every((d) => d !== '');

  // Submit on the transition to complete, not on every render of a full code.
  const wasComplete = useRef(false);
  useEffect(() => {
    if (isComplete && !wasComplete.current) onCompleteRef.current?.(code);
    wasComplete.current = isComplete;
  }, [isComplete, code]);

  useEffect(() => {
    const box = boxes.current[focusIndex];
    if (box && box.ownerDocument.activeElement !== box) box.focus();
  }, [focusIndex]);

  const fill = useCallback(
    (start: number, text: string) => {
      const incoming = codeDigits(text, length - start);
      if (incoming.length === 0) return;
      setDigits((current) =>
        current.map((d, i) => (i >= start && i < start + incoming.length ? (incoming[i - start] ?? d) : d)),
      );
      setFocusIndex(Math.min(start + incoming.length, length - 1));
    },
    [length],
  );

  const type = useCallback(
    (index: number, text: string) => {
      if (text === '') {
        setDigits((current) => current.map((d, i) => (i === index ? '' : d)));
        return;
      }
      // A box that already holds a digit receives old + new; keep what was just typed.
      const typed =
        text.length > 1 && digits[index] !== '' && text.startsWith(digits[index] ?? '')
          ? text.slice(1)
          : text;
      fill(index, typed);
    },
    [digits, fill],
  );

  const backspace = useCallback(
    (index: number) => {
      const target = digits[index] === '' && index > 0 ? index - 1 : index;
      setDigits((current) => current.map((d, i) => (i === target ? '' : d)));
      setFocusIndex(target);
    },
    [digits],
  );

  const paste = useCallback((text: string) => fill(0, text), [fill]);
  const clear = useCallback(() => {
    setDigits(Array.from({ length }, () => ''));
    setFocusIndex(0);
  }, [length]);

  const getBoxProps = (index: number): OtpBoxProps => ({
    value: digits[index] ?? '',
    inputMode: 'numeric',
    autoComplete: index === 0 ? 'one-time-code' : 'off',
    maxLength: length,
    'aria-label': messages.format('state.otpDigit', { index: index + 1, length }),
    ref: (element) => {
      boxes.current[index] = element;
    },
    onChange: (event) => type(index, event.currentTarget.value),
    onKeyDown: (event) => {
      if (event.key === 'Backspace') {
        event.preventDefault();
        backspace(index);
      } else if (event.key === 'ArrowLeft') setFocusIndex(Math.max(index - 1, 0));
      else if (event.key === 'ArrowRight') setFocusIndex(Math.min(index + 1, length - 1));
    },
    onPaste: (event) => {
      event.preventDefault();
      paste(event.clipboardData.getData('text'));
    },
    onFocus: () => setFocusIndex(index),
  });

  return { digits, code, isComplete, focusIndex, type, backspace, paste, clear, getBoxProps };
}
