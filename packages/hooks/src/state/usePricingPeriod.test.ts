import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePricingPeriod } from './usePricingPeriod.js';

describe('usePricingPeriod', () => {
  it('starts on Mensalmente and toggles to Anualmente and back', () => {
    const { result } = renderHook(() => usePricingPeriod());
    expect(result.current).toMatchObject({ period: 'Mensalmente', isAnnual: false });
    expect(result.current.periods).toEqual(['Mensalmente', 'Anualmente']);
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ period: 'Anualmente', isAnnual: true });
    act(() => result.current.setPeriod('Mensalmente'));
    expect(result.current.isAnnual).toBe(false);
  });
});
