import { type PricingPeriod, pricingPeriods } from '@postify/sdk/rules';
import { type FocusEvent, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useLocale } from 'react-aria-components';
import * as styles from './PricingTable.css';

export interface PeriodToggleProps {
  label: string;
  period: PricingPeriod;
  onChange: (period: PricingPeriod) => void;
  /** Each period's content, in `pricingPeriods`' order. */
  children: readonly [ReactNode, ReactNode];
}

/**
 * The Mensalmente/Anualmente toggle: the radio group react-aria's `ToggleButtonGroup` renders (same roles,
 * data attributes and keyboard: arrows move the focus, Space or Enter selects, Tab leaves the group and
 * comes back to the button last focused), without its focus scope, which /pricing would download for it.
 */
export function PeriodToggle({ label, period, onChange, children }: PeriodToggleProps) {
  const { direction } = useLocale();
  // The focus ring shows on a button focused or used from the keyboard, not on one just clicked.
  const [focusVisible, setFocusVisible] = useState<PricingPeriod | null>(null);
  const pointerDown = useRef(false);
  // The button that had the focus when Tab left the group.
  const lastFocused = useRef<HTMLElement | null>(null);
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')];
    const current = buttons.indexOf(event.target as HTMLElement);
    pointerDown.current = false;
    setFocusVisible(pricingPeriods[current] ?? null);
    if (event.key === 'Tab') {
      // Focus the first or last button and let the browser move the focus out of the group from there.
      lastFocused.current = event.target as HTMLElement;
      (event.shiftKey ? buttons[0] : buttons.at(-1))?.focus();
      return;
    }
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    buttons[current + (direction === 'rtl' ? -step : step)]?.focus();
    event.preventDefault();
    event.stopPropagation();
  };
  const outside = (event: FocusEvent<HTMLDivElement>) => !event.currentTarget.contains(event.relatedTarget);
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={styles.toggle}
      onKeyDownCapture={onKeyDownCapture}
      onPointerDownCapture={() => {
        pointerDown.current = true;
      }}
      onFocusCapture={(event) => {
        if (lastFocused.current && outside(event)) {
          lastFocused.current.focus();
          lastFocused.current = null;
        }
      }}
      onBlurCapture={(event) => {
        if (outside(event)) lastFocused.current ??= event.target;
      }}
    >
      {pricingPeriods.map((id, index) => (
        // biome-ignore lint/a11y/useSemanticElements: two buttons in a radio group, as react-aria's ToggleButtonGroup renders them
        <button
          key={id}
          type="button"
          role="radio"
          aria-checked={id === period}
          className={styles.toggleButton}
          data-selected={id === period || undefined}
          data-focus-visible={focusVisible === id || undefined}
          onFocus={() => {
            setFocusVisible(pointerDown.current ? null : id);
            pointerDown.current = false;
          }}
          onBlur={() => setFocusVisible(null)}
          onClick={() => {
            pointerDown.current = false;
            if (id !== period) onChange(id);
          }}
        >
          {children[index]}
        </button>
      ))}
    </div>
  );
}
