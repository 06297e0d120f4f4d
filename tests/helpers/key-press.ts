/** A key event as the search key rules read it, typed on an element with the given tag (BODY unless told). */
export function press({
  tag = 'BODY',
  ...keys
}: Partial<Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>> & {
  tag?: string;
}): KeyboardEvent {
  return {
    code: '',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...keys,
    target: { tagName: tag },
  } as unknown as KeyboardEvent;
}
