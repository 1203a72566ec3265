/** The height of each metric's line chart on the page, and of its skeleton while the days load. */
export const plotBoxHeight = '56px';
