/** English: the planner embedded in another page (`?embed=1`). Keys under `embed.`. */
export default {
  openFull: 'Open in the full planner',
  newTab: '(opens in a new tab)',
};
