// The compile step of `npm run build` (`next build --experimental-build-mode=compile`, scripts/build.mjs) has rendered
// nothing yet, so the route list Next prints at its end shows every route as 'ƒ (Dynamic)', though none is. The
// generate step prints the real list (○ static, ● generated from generateStaticParams); this filter drops the
// compile step's list so that the build output shows only that one.

const ANSI = /\x1b\[[0-9;]*m/g;
/** `Route (app)`, `Route (pages)`: the headings of Next's route lists. */
const HEADING = /^Route \((app|pages)\)/;
/** A line of the tree under a heading, drawn with box characters. */
const TREE = /^[┌├└│]/;
/** A line of the legend after the tree: `ƒ  (Dynamic)  server-rendered on demand`. */
const LEGEND = /^\S\s+\([A-Za-z ]+\)/;

/**
 * A stateful filter for the compile step's output, one line (without its newline) at a time: false for the lines
 * of a route list (its heading, tree, legend and the blank lines between them), true for every other line. A line
 * that is none of these ends the list, so a message Next prints after it is still shown.
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
