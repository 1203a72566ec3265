// Style objects the host's stylesheets compose; a .css.ts file may only export styles, so they live here.

/** The host's one layout recipe, row form: items side by side, centred across, `gap` apart. */
export const inline = (gap: string) => ({ display: 'flex', alignItems: 'center', gap }) as const;

/** The host's one layout recipe, column form: items stacked `gap` apart. */
export const stacked = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** A column centred on the page, at most `maxWidth` wide: the forms of the auth screens, the public sections. */
export const centredColumn = (maxWidth: string, padding: string, gap: string) =>
  ({ width: '100%', maxWidth, margin: '0 auto', padding, ...stacked(gap) }) as const;
