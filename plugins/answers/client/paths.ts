/** Addresses of answer pages. */

export const editAnswerPath = (questionId: string, answerId: string) => `/posts/${encodeURIComponent(questionId)}/${encodeURIComponent(answerId)}/edit`;
