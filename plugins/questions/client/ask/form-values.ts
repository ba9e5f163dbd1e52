/** The form's values as the API takes them, and whether two sets say the same thing. */
import type { QuestionFields, QuestionTag } from '../question-api';

/** The question fields of the form's (possibly partial) data. */
export function questionFields(data: { title?: unknown; content?: unknown; tags?: unknown }): QuestionFields {
  return {
    title: typeof data.title === 'string' ? data.title : '',
    content: typeof data.content === 'string' ? data.content : '',
    tags: Array.isArray(data.tags) ? (data.tags as QuestionTag[]) : [],
  };
}

export function sameFields(a: QuestionFields, b: QuestionFields): boolean {
  return (
    a.title === b.title &&
    a.content === b.content &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, index) => tag.slug_name === b.tags[index].slug_name && tag.display_name === b.tags[index].display_name)
  );
}
