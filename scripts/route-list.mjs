// The compile step of `npm run build` (scripts/build.mjs) has rendered nothing yet, so its route list shows every route
// as dynamic; this filter drops it and leaves the generate step's real list.

const ANSI = /\x1b\[[0-9;]*m/g;
/** `Route (app)`, `Route (pages)`: the headings of Next's route lists. */
const HEADING = /^Route \((app|pages)\)/;
/** A line of the tree under a heading, drawn with box characters. */
const TREE = /^[┌├└│]/;
/** A line of the legend after the tree: `ƒ  (Dynamic)  server-rendered on demand`. */
const LEGEND = /^\S\s+\([A-Za-z ]+\)/;

/**
 * A stateful line filter, false inside a route list. Any other line ends the list, so a message Next prints after it
 * is still shown.
 * @returns {(line: string) => boolean}
 */
export function routeListFilter() {
  let inList = false;
  return (line) => {
    const text = line.replace(ANSI, '');
    if (HEADING.test(text)) inList = true;
    else if (inList && !(text.trim() === '' || TREE.test(text) || LEGEND.test(text))) inList = false;
    return !inList;
  };
}
