/** Where a post's timeline page lives (`/posts/:qid/timeline`, `/posts/:qid/:aid/timeline`). */
export function timelinePath(questionId: string, answerId?: string): string {
  return answerId ? `/posts/${encodeURIComponent(questionId)}/${encodeURIComponent(answerId)}/timeline` : `/posts/${encodeURIComponent(questionId)}/timeline`;
}

/** A tag's page (the tags plugin's `/tags/:tagName`), by slug. */
export const tagPath = (slug: string): string => `/tags/${encodeURIComponent(slug)}`;
