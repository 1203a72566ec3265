/** Joins class names, skipping the absent ones: `cx(styles.root, isActive && styles.active, className)`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
