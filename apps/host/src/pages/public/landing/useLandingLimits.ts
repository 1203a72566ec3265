import type { LIMITS } from '@postify/sdk/schemas';
import { useEffect, useState } from 'react';

type Limits = typeof LIMITS;

/**
 * The business constants the landing page shows, loaded after first paint: `@postify/sdk/schemas` carries
 * zod with it, and the landing's initial JavaScript budget (105 KB) has no room for it.
 */
export function useLandingLimits(): Limits | null {
  const [limits, setLimits] = useState<Limits | null>(null);
  useEffect(() => {
    let active = true;
    import('@postify/sdk/schemas').then((module) => {
      if (active) setLimits(module.LIMITS);
    });
    return () => {
      active = false;
    };
  }, []);
  return limits;
}
