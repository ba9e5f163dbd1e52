/**
 * The ask form with the asker's own answer: the question schema plus `answer_content`, checked
 * by the same rules the server applies to `POST /question/answer`, in the post editor.
 */
import answerSchema from '../../schemas/question-answer.json';
import { ContentWidget } from './ContentWidget';

interface ObjectSchema {
  required?: string[];
  properties?: Record<string, unknown>;
}

export function schemaWithAnswer(questionSchema: object): object {
  const base = questionSchema as ObjectSchema;
  return {
    ...base,
    required: [...(base.required ?? []), 'answer_content'],
    properties: { ...base.properties, answer_content: answerSchema.properties.answer_content },
  };
}

export function uiSchemaWithAnswer(uiSchema: object): object {
  return { ...uiSchema, answer_content: { 'ui:widget': ContentWidget } };
}
