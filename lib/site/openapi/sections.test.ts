import { describe, expect, it } from 'vitest';
import { flatSections, mediaAnchor, operationGroups, operationSections, overviewSections, responseAnchor, sectionOf, sectionsByKind, statusLabel, UNTAGGED_LABEL, WEBHOOKS_LABEL } from './sections';
import type { ApiOperation } from '../../shared/openapi-types';
import { testDocument } from './fixtures/documents';
import { PATH_GROUPS_ABOVE } from './path-groups';

function operation(over: Partial<ApiOperation> = {}): ApiOperation {
  return { slug: 'op', method: 'get', path: '/x', deprecated: false, parameters: [], responses: [], ...over };
}

const api = testDocument;

const headings = (sections: readonly { level: number; text: string; id: string }[]) => sections.map((s) => `${s.level} ${s.text} #${s.id}`);

describe('operationSections', () => {
  it('gives every section of a full operation in page order, code samples right after the request body, each response as a level-3 section under Responses', () => {
    const op = operation({
      parameters: [{ name: 'id', in: 'path', required: true, deprecated: false }],
      requestBody: { required: true, content: [] },
      responses: [
        { status: '200', description: 'Done.', content: [] },
        { status: '4XX', description: 'Client error.', content: [] },
        { status: 'default', description: 'Anything else.', content: [] },
      ],
    });
    expect(headings(flatSections(operationSections(op)))).toEqual([
      '2 Parameters #parameters',
      '2 Request body #request-body',
      '2 Code samples #code-samples',
      '2 Responses #responses',
      '3 200 OK #response-200',
      '3 4XX #response-4xx',
      '3 Any other status #response-default',
    ]);
  });

  it('leaves out Parameters, Request body and Responses when the operation has none, but always has Code samples', () => {
    const sections = operationSections(operation());
    expect(sections.map((s) => s.kind)).toEqual(['code-samples']);
    expect(sectionOf(sections, 'responses')).toBeUndefined();
  });

  it('hands each section the part of the operation it shows', () => {
    const op = operation({
      parameters: [{ name: 'q', in: 'query', required: false, deprecated: false }],
      requestBody: { required: false, description: 'Body.', content: [{ contentType: 'application/json', hasExample: false }] },
      responses: [{ status: '204', description: 'Gone.', content: [] }],
    });
    const sections = operationSections(op);
    expect(sectionOf(sections, 'parameters')?.parameters).toBe(op.parameters);
    expect(sectionOf(sections, 'request-body')?.body).toBe(op.requestBody);
    expect(sectionOf(sections, 'responses')?.responses.map((r) => r.response)).toEqual(op.responses);
  });

  it('gives each section by its kind, and no entry for a kind the page lacks', () => {
    const op = operation({ responses: [{ status: '204', description: 'Gone.', content: [] }] });
    const byKind = sectionsByKind(operationSections(op));
    expect(byKind.responses?.responses.map((r) => r.response)).toEqual(op.responses);
    expect(byKind['code-samples']?.id).toBe('code-samples');
    expect(Object.keys(byKind).sort()).toEqual(['code-samples', 'responses']);
  });
});

describe('overviewSections', () => {
  it('has Servers only when the file names a server, and always Operations', () => {
    expect(headings(overviewSections(api()))).toEqual(['2 Operations #operations']);
    const servers = [{ url: 'http://localhost:1818' }];
    const sections = overviewSections(api({ servers }));
    expect(headings(sections)).toEqual(['2 Servers #servers', '2 Operations #operations']);
    expect(sectionOf(sections, 'servers')?.servers).toBe(servers);
  });

  it('groups operations by tag in the order of the tags, untagged last, without empty groups', () => {
    const a = operation({ slug: 'a', tag: 'sessions' });
    const b = operation({ slug: 'b' });
    const c = operation({ slug: 'c', tag: 'agents' });
    const doc = api({
      tags: [{ name: 'agents', label: 'Agents' }, { name: 'empty', label: 'Empty' }, { name: 'sessions', label: 'Sessions', description: 'Runs.' }],
      operations: [a, b, c],
    });
    const groups = operationGroups(doc);
    expect(groups.map((g) => [g.label, g.operations.map((o) => o.slug)])).toEqual([
      ['Agents', ['c']],
      ['Sessions', ['a']],
      [UNTAGGED_LABEL, ['b']],
    ]);
    expect(groups[1].description).toBe('Runs.');
    expect(sectionOf(overviewSections(doc), 'operations')?.groups).toEqual(groups);
  });
});

describe('operationGroups of many untagged operations', () => {
  it('lists them by path group, labelled by the path segment, after the tags', () => {
    const ops = Array.from({ length: PATH_GROUPS_ABOVE + 1 }, (_, i) =>
      operation({ slug: `u${i}`, path: i % 2 ? '/v1/files/{id}' : '/v1/events' }),
    );
    const tagged = operation({ slug: 't', tag: 'agents' });
    const groups = operationGroups(api({ tags: [{ name: 'agents', label: 'Agents' }], operations: [tagged, ...ops] }));
    expect(groups.map((g) => [g.label, g.of, g.operations.length])).toEqual([
      ['Agents', { tag: 'agents' }, 1],
      ['events', { untagged: true, path: 'events' }, 26],
      ['files', { untagged: true, path: 'files' }, 25],
    ]);
  });
});

describe('statusLabel and responseAnchor', () => {
  it('names common statuses and leaves unknown ones as they are', () => {
    expect(statusLabel('201')).toBe('201 Created');
    expect(statusLabel('422')).toBe('422 Unprocessable Content');
    expect(statusLabel('default')).toBe('Any other status');
    expect(statusLabel('299')).toBe('299');
  });

  it('makes a lower-case anchor per status', () => {
    expect(responseAnchor('5XX')).toBe('response-5xx');
    expect(responseAnchor('default')).toBe('response-default');
  });
});

describe('webhooks, callbacks and media anchors', () => {
  it('gives a webhook page no code samples, and lists webhooks last on the overview', () => {
    const hook = operation({ slug: 'paid', method: 'post', path: 'paid', webhook: 'paid', responses: [{ status: '200', description: 'OK', content: [] }] });
    expect(operationSections(hook).map((s) => s.kind)).toEqual(['responses']);
    const groups = operationGroups(api({ operations: [operation()], webhooks: [hook] }));
    expect(groups.map((g) => [g.label, g.operations.map((o) => o.slug)])).toEqual([
      [UNTAGGED_LABEL, ['op']],
      [WEBHOOKS_LABEL, ['paid']],
    ]);
  });

  it('puts each callback request under "Callbacks" with its responses anchored under its own id', () => {
    const op = operation({
      callbacks: [
        {
          name: 'onEvent',
          expression: '{$request.body#/url}',
          method: 'post',
          parameters: [],
          responses: [{ status: '204', description: 'Received', content: [] }],
        },
      ],
    });
    const flat = flatSections(operationSections(op));
    expect(flat.map((s) => [s.level, s.text, s.id])).toEqual([
      [2, 'Code samples', 'code-samples'],
      [2, 'Callbacks', 'callbacks'],
      [3, 'onEvent: POST', 'callback-on-event-post'],
    ]);
    const callback = sectionOf(operationSections(op), 'callbacks')!.callbacks[0];
    expect(callback.responses.map((r) => r.id)).toEqual(['callback-on-event-post-response-204']);
  });

  it('keeps the first content type on the section id and gives each other one its own', () => {
    expect(mediaAnchor('request-body', 0, 'application/json')).toBe('request-body');
    expect(mediaAnchor('request-body', 1, 'application/xml')).toBe('request-body-application-xml');
    expect(mediaAnchor('response-200', 2, 'multipart/form-data')).toBe('response-200-multipart-form-data');
  });
});
