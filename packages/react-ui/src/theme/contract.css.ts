import { createThemeContract } from '@vanilla-extract/css';

/** The theme contract: every colour, space, radius, font, shadow, motion and layer token the components read. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    focusRing: null,
    overlay: null,
    primary: null,
    primaryHover: null,
    onPrimary: null,
    primarySoft: null,
    onPrimarySoft: null,
    neutralSoft: null,
    neutralSoftHover: null,
    onNeutralSoft: null,
    success: null,
    onSuccess: null,
    successSoft: null,
    onSuccessSoft: null,
    warning: null,
    onWarning: null,
    warningSoft: null,
    onWarningSoft: null,
    danger: null,
    dangerHover: null,
    onDanger: null,
    dangerSoft: null,
    onDangerSoft: null,
    disabled: null,
    onDisabled: null,
    skeleton: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  size: {
    hairline: null,
    border: null,
    focusRing: null,
    iconSm: null,
    icon: null,
    controlSm: null,
    control: null,
    controlLg: null,
    avatarSm: null,
    avatar: null,
    avatarLg: null,
    ring: null,
    dialog: null,
    drawer: null,
    popover: null,
    field: null,
    toast: null,
  },
  radius: { sm: null, md: null, lg: null, xl: null, full: null },
  font: {
    family: { body: null, mono: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, semibold: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  shadow: { sm: null, md: null, lg: null },
  motion: { fast: null, normal: null, slow: null, spin: null, easing: null },
  zIndex: { popover: null, overlay: null, toast: null },
});

/** The shape of a complete set of theme values, for `createTheme(vars, values)` or `themeStyle(values)`. */
export type ThemeValues = {
  [Group in keyof typeof vars]: DeepStrings<(typeof vars)[Group]>;
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
