/**
 * The steps a run takes, in the graph's order: every step (`full`), the quick tier (its steps, the tests only of
 * the `changed` workspaces, each with its quick command), or `only` some steps; always with what they need.
 * @param {import('./steps.mjs').Step[]} steps
 * @param {{ tier: 'full' | 'quick', only?: string[], changed?: Set<string> }} options
 */
export function selectSteps(steps, { tier, only, changed }) {
  const byId = new Map(steps.map((step) => [step.id, step]));
  const unknown = (only ?? []).filter((id) => !byId.has(id));
  if (unknown.length > 0)
    throw new Error(`no step named ${unknown.join(', ')}; the steps are: ${[...byId.keys()].join(', ')}`);
  const chosen = new Map();
  if (only) for (const id of only) chosen.set(id, byId.get(id));
  else if (tier === 'quick') {
    for (const step of steps)
      if (step.quick && (!step.workspace || changed?.has(step.workspace)))
        chosen.set(step.id, typeof step.quick === 'string' ? { ...step, run: step.quick } : step);
  } else for (const step of steps) chosen.set(step.id, step);

  const pending = [...chosen.values()];
  while (pending.length > 0)
    for (const need of pending.pop().needs ?? [])
      if (!chosen.has(need)) {
        chosen.set(need, byId.get(need));
        pending.push(byId.get(need));
      }
  return steps.filter((step) => chosen.has(step.id)).map((step) => chosen.get(step.id));
}
