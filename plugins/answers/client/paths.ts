/** Addresses of answer pages. */

export const editAnswerPath = (questionId: string, answerId: string) => `/posts/${encodeURIComponent(questionId)}/${encodeURIComponent(answerId)}/edit`;

/**
 * An answer's permalink. Without the question's slug the answer id takes the slug's place, which
 * the question page reads as an answer and rewrites to the site's permalink form.
 */
export function answerPermalink(questionId: string, answerId: string, urlTitle?: string): string {
  const parts = ['/questions', encodeURIComponent(questionId)];
  if (urlTitle) parts.push(encodeURIComponent(urlTitle));
  parts.push(encodeURIComponent(answerId));
  return parts.join('/');
}
