import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_TIME_SIGNATURES, findLeaks, SEARCH_UI_SIGNATURE } from './leaks';

describe('build-time leak signatures', () => {
  for (const s of BUILD_TIME_SIGNATURES) {
    it(`the signature of ${s.name} really occurs in ${s.sample}`, () => {
      const text = readFileSync(join(process.cwd(), 'node_modules', s.sample), 'utf8');
      expect(findLeaks(text)).toContain(s.name);
    });
  }

  it('the search UI signature occurs in react-instantsearch', () => {
    const text = readFileSync(join(process.cwd(), 'node_modules', SEARCH_UI_SIGNATURE.sample), 'utf8');
    expect(findLeaks(text, [SEARCH_UI_SIGNATURE])).toEqual([SEARCH_UI_SIGNATURE.name]);
  });

  it('ordinary client code (React, our components) matches no signature', () => {
    const text = readFileSync(join(process.cwd(), 'node_modules/react/cjs/react.production.js'), 'utf8');
    expect(findLeaks(text)).toEqual([]);
    expect(findLeaks(readFileSync(join(process.cwd(), 'components/search/search-button.tsx'), 'utf8'))).toEqual([]);
  });
});
