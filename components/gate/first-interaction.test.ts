import { describe, expect, it } from 'vitest';
import { firstInteraction, INTERACTION_EVENTS } from './first-interaction';

const settled = async (promise: Promise<Event>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('firstInteraction', () => {
  it('stays pending while nothing happens, and an unrelated event (load, resize) does not count', async () => {
    const target = new EventTarget();
    const first = firstInteraction(target);
    target.dispatchEvent(new Event('load'));
    target.dispatchEvent(new Event('resize'));
    expect(await settled(first)).toBe(false);
  });

  it.each(INTERACTION_EVENTS)('resolves at a %s event, with that event', async (type) => {
    const target = new EventTarget();
    const first = firstInteraction(target);
    const event = new Event(type);
    target.dispatchEvent(event);
    expect(await settled(first)).toBe(true);
    expect(await first).toBe(event);
  });

  it('stops listening once resolved', async () => {
    const target = new EventTarget();
    const removed: string[] = [];
    const remove = target.removeEventListener.bind(target);
    target.removeEventListener = (type, listener, options) => {
      removed.push(type);
      remove(type, listener, options);
    };
    const first = firstInteraction(target);
    target.dispatchEvent(new Event('keydown'));
    await first;
    expect(removed.sort()).toEqual([...INTERACTION_EVENTS].sort());
  });
});
