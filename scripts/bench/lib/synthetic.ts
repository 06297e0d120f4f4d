/**
 * Synthetic guide trees for the scale benchmark, with the MDX features real guides use. Deterministic, so that runs
 * compare.
 */
import GithubSlugger from 'github-slugger';

export interface SyntheticOptions {
  /** Number of pages to generate. */
  pages: number;
  /** PRNG seed. Default 1. */
  seed?: number;
  /** Sidebar position of the first generated category. Default 10 (after the real categories). */
  firstPosition?: number;
}

/** Pages per generated category folder. */
export const PAGES_PER_CATEGORY = 20;

const NOUNS =
  'agent model provider plan task repository branch commit diff test suite shell command prompt token context memory fact snippet file folder module function class method endpoint server client session trajectory key note log level stage research planning implementation expert review config option flag variable cache index search query result error warning retry timeout limit budget cost tool sandbox container workspace project dependency package build release version migration schema record field table column request response stream socket event queue worker job schedule report summary'.split(
    ' ',
  );
const VERBS =
  'configure run inspect review limit record trace rotate index cache retry plan split merge build deploy validate compare measure restrict allow approve reject summarise extract rename refactor document profile debug upgrade pin isolate'.split(
    ' ',
  );
const ADJECTIVES =
  'local remote slow fast cheap expensive large small default custom shared private nested optional required stale fresh verbose quiet parallel sequential interactive unattended reproducible flaky stable'.split(
    ' ',
  );
const CONNECTIVES = [
  'so that',
  'because',
  'while',
  'before',
  'after',
  'unless',
  'when',
  'until',
  'even if',
  'as soon as',
];
const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'];
const LANGS: { lang: string; lines: (r: Rng, topic: string) => string[] }[] = [
  {
    lang: 'bash',
    lines: (r, topic) => [
      `ra-aid -m "${cap(pick(r, VERBS))} the ${topic} ${pick(r, NOUNS)}" --provider anthropic --model claude-3-7-sonnet-20250219`,
      `ra-aid --research-only -m "Explain how the ${topic} ${pick(r, NOUNS)} works"`,
    ],
  },
  {
    lang: 'python',
    lines: (r, topic) => [
      `def ${slugWord(topic)}_${pick(r, VERBS)}(${pick(r, NOUNS)}):`,
      `    """${cap(pick(r, VERBS))} one ${pick(r, ADJECTIVES)} ${pick(r, NOUNS)}."""`,
      `    return ${pick(r, NOUNS)}.${pick(r, VERBS)}(limit=${1 + Math.floor(r() * 50)})`,
    ],
  },
  {
    lang: 'json',
    lines: (r, topic) => [
      '{',
      `  "${slugWord(topic)}": {`,
      `    "${pick(r, NOUNS)}": ${Math.floor(r() * 100)},`,
      `    "${pick(r, NOUNS)}": "${pick(r, ADJECTIVES)}"`,
      '  }',
      '}',
    ],
  },
  {
    lang: 'yaml',
    lines: (r, topic) => [
      `${slugWord(topic)}:`,
      `  ${pick(r, NOUNS)}: ${pick(r, ADJECTIVES)}`,
      `  ${pick(r, NOUNS)}: ${Math.floor(r() * 100)}`,
    ],
  },
];

type Rng = () => number;

/** mulberry32: a small, fast, seedable PRNG. */
function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const slugWord = (s: string) => s.replace(/[^a-z0-9]+/gi, '_').toLowerCase();

function sentence(r: Rng): string {
  const words = [
    pick(r, VERBS),
    'the',
    pick(r, ADJECTIVES),
    pick(r, NOUNS),
    pick(r, CONNECTIVES),
    'the',
    pick(r, NOUNS),
    pick(r, VERBS) + 's',
    'a',
    pick(r, ADJECTIVES),
    pick(r, NOUNS),
  ];
  return `${cap(words.join(' '))}.`;
}

function paragraph(r: Rng, sentences = 3 + Math.floor(r() * 3)): string {
  return Array.from({ length: sentences }, () => sentence(r)).join(' ');
}

interface PageRef {
  dir: string;
  file: string;
  route: string;
  title: string;
  topic: string;
}

function pageRefs(count: number, r: Rng): PageRef[] {
  return Array.from({ length: count }, (_, i) => {
    const category = Math.floor(i / PAGES_PER_CATEGORY) + 1;
    const dir = `guide-${String(category).padStart(3, '0')}`;
    const file = `topic-${String(i + 1).padStart(4, '0')}`;
    const topic = `${pick(r, ADJECTIVES)} ${pick(r, NOUNS)}`;
    return { dir, file, route: `/${dir}/${file}`, title: `${cap(pick(r, VERBS))} the ${topic} (${i + 1})`, topic };
  });
}

function page(ref: PageRef, index: number, refs: readonly PageRef[], r: Rng): string {
  const slugger = new GithubSlugger();
  const out: string[] = [
    '---',
    `title: ${JSON.stringify(ref.title)}`,
    `description: ${JSON.stringify(`How to ${pick(r, VERBS)} the ${ref.topic} and what it changes for the ${pick(r, NOUNS)}.`)}`,
    `sidebar_position: ${(index % PAGES_PER_CATEGORY) + 1}`,
    '---',
    '',
    paragraph(r),
    '',
  ];
  const sections = 4 + Math.floor(r() * 3);
  const headings: string[] = [];
  for (let s = 0; s < sections; s++) {
    const heading = `${cap(pick(r, VERBS))} ${pick(r, ADJECTIVES)} ${pick(r, NOUNS)} ${s + 1}`;
    headings.push(slugger.slug(heading));
    out.push(`## ${heading}`, '', paragraph(r), '');
    const other = refs[Math.floor(r() * refs.length)];
    out.push(
      `See [${other.title}](${other.route}) for the ${pick(r, ADJECTIVES)} case, and \`${pick(r, NOUNS)}\` for the ${pick(r, NOUNS)}.`,
      '',
    );
    const code = LANGS[(index + s) % LANGS.length];
    out.push(
      s % 2 ? `\`\`\`${code.lang} title="${cap(pick(r, NOUNS))} example"` : `\`\`\`${code.lang}`,
      ...code.lines(r, ref.topic),
      '```',
      '',
    );
    if (s % 2 === 0) out.push(`:::${pick(r, ADMONITIONS)}`, '', paragraph(r, 2), '', ':::', '');
    const sub = `${cap(pick(r, ADJECTIVES))} ${pick(r, NOUNS)} ${s + 1}`;
    headings.push(slugger.slug(sub));
    out.push(`### ${sub}`, '', paragraph(r), '');
    if (s === 1) {
      out.push(`| ${cap(pick(r, NOUNS))} | ${cap(pick(r, NOUNS))} | Default |`, '| --- | --- | --- |');
      for (let row = 0; row < 4; row++)
        out.push(`| \`${pick(r, NOUNS)}\` | ${sentence(r)} | \`${Math.floor(r() * 100)}\` |`);
      out.push('');
    }
  }
  out.push(`Back to [the first section](#${headings[0]}).`, '');
  return out.join('\n');
}

/** The generated files: path (relative to the content folder) → contents. */
export function syntheticDocs(options: SyntheticOptions): Map<string, string> {
  const r = rng(options.seed ?? 1);
  const refs = pageRefs(options.pages, r);
  const files = new Map<string, string>();
  const first = options.firstPosition ?? 10;
  refs.forEach((ref, i) => {
    if (i % PAGES_PER_CATEGORY === 0) {
      const n = i / PAGES_PER_CATEGORY;
      files.set(
        `${ref.dir}/_category_.json`,
        `${JSON.stringify({ label: `Guides ${n + 1}: ${cap(pick(r, ADJECTIVES))} ${pick(r, NOUNS)}s`, position: first + n }, null, 2)}\n`,
      );
    }
    files.set(`${ref.dir}/${ref.file}.mdx`, page(ref, i, refs, r));
  });
  return files;
}
