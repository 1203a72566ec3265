// Apart from Avatar: NetworkIcon draws an unknown network's initial without the avatar's styles.

/** The first letter of a name, skipping a leading '@' of a handle. */
export function initialOf(name: string): string {
  const letter = name.replace(/^@/, '').trim().charAt(0);
  return letter ? letter.toLocaleUpperCase('pt-BR') : '?';
}
