import { describe, expect, it } from 'vitest';
import { lastToggleAll, SCHEMA_TOGGLE_ALL, toggleAllFolds, type SchemaToggleAllDetail } from './schema-events';

/** The parts of a `.schema` element these helpers use: attributes and events. */
class FakeSchema extends EventTarget {
  private readonly attributes = new Map<string, string>();
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
}

function fakeSchema(): Element {
  return new FakeSchema() as unknown as Element;
}

describe('toggleAllFolds and lastToggleAll', () => {
  it('a schema whose button was never pressed has told its folds nothing', () => {
    expect(lastToggleAll(fakeSchema())).toBeNull();
  });

  it('a fold mounted after "Expand all" reads expand, and after "Collapse all" reads collapse', () => {
    const schema = fakeSchema();
    toggleAllFolds(schema, true);
    expect(lastToggleAll(schema)).toBe(true);
    toggleAllFolds(schema, false);
    expect(lastToggleAll(schema)).toBe(false);
  });

  it('the folds already listening get the press as an event', () => {
    const schema = fakeSchema();
    const heard: boolean[] = [];
    schema.addEventListener(SCHEMA_TOGGLE_ALL, (e) =>
      heard.push((e as CustomEvent<SchemaToggleAllDetail>).detail.expand),
    );
    toggleAllFolds(schema, true);
    toggleAllFolds(schema, false);
    expect(heard).toEqual([true, false]);
  });
});
