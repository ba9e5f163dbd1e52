/**
 * Reading the ask and edit bodies: the title trimmed, the schema checked (questions/question.json),
 * and errors about one tag of the list reported on the `tags` field, where the form shows them.
 */
import { ApiError, type CaptchaAnswer, type FieldErrorItem, type ServerContext } from '@answer/sdk/server';
import questionSchema from '../schemas/question.json';
import type { TagItem } from './tag-write';

/** What ask and edit bodies are checked against (declared on their routes). */
export const QUESTION_SCHEMA: object = questionSchema;

export interface QuestionBody {
  title: string;
  content: string;
  tags: TagItem[];
  edit_summary?: string;
  captcha_id?: string;
  captcha_code?: string;
}

const TAG_ITEM_FIELDS = new Set(['slug_name', 'display_name', 'original_text']);

/** Field errors of a tag's own properties, moved onto `tags` (one message a field). */
function onTagsField(items: FieldErrorItem[]): FieldErrorItem[] {
  const seen = new Set<string>();
  const moved: FieldErrorItem[] = [];
  for (const item of items) {
    const field = TAG_ITEM_FIELDS.has(item.error_field) ? 'tags' : item.error_field;
    if (seen.has(field)) continue;
    seen.add(field);
    moved.push({ ...item, error_field: field });
  }
  return moved;
}

const isFieldList = (data: unknown): data is FieldErrorItem[] =>
  Array.isArray(data) && data.every((item) => typeof item === 'object' && item !== null && typeof (item as FieldErrorItem).error_field === 'string');

export function questionBodyOf(ctx: ServerContext, raw: unknown): QuestionBody {
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? { ...(raw as Record<string, unknown>) } : {};
  if (typeof body.title === 'string') body.title = body.title.trim();
  try {
    ctx.validate(questionSchema, body);
  } catch (error) {
    if (error instanceof ApiError && isFieldList(error.data) && error.data.some((item) => TAG_ITEM_FIELDS.has(item.error_field))) {
      throw new ApiError(error.status, error.reason, onTagsField(error.data), error.vars);
    }
    throw error;
  }
  return body as unknown as QuestionBody;
}

export const captchaOf = (body: { captcha_id?: unknown; captcha_code?: unknown }): CaptchaAnswer => ({
  captcha_id: typeof body.captcha_id === 'string' ? body.captcha_id : undefined,
  captcha_code: typeof body.captcha_code === 'string' ? body.captcha_code : undefined,
});
