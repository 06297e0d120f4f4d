import type { SearchClient } from '../types';

/** Answers kept per client: enough for a reader's recent queries, small enough to ignore. */
export const KEPT_ANSWERS = 32;

/**
 * `client` answering the same requests (same index, parameters in the same order) once: the search button's warm-up
 * sends the modal's first query while the modal loads, and the modal's own identical query takes that answer instead
 * of ranking, highlighting and snippeting the same hits again. A failed answer is not kept.
 */
export function sharedAnswers(client: SearchClient, kept = KEPT_ANSWERS): SearchClient {
  const answers = new Map<string, ReturnType<SearchClient['search']>>();
  return {
    search(requests) {
      const key = JSON.stringify(requests);
      let answer = answers.get(key);
      if (!answer) {
        answer = client.search(requests);
        answers.set(key, answer);
        answer.catch(() => answers.delete(key));
        // Oldest first: a Map keeps insertion order.
        if (answers.size > kept) answers.delete(answers.keys().next().value!);
      }
      return answer;
    },
  };
}
