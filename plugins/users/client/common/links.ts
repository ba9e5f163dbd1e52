/** Where the profile's list entries link to, in the site's permalink form. */
import { useCallback } from 'react';
import { useQuestionPermalink } from '@answer/sdk';
import type { ObjectRef } from '../api';

/** The page of the post an entry is about: its question, or the answer on its question (a comment: where it sits). */
export function useObjectPath(): (ref: Pick<ObjectRef, 'object_type' | 'question_id' | 'answer_id' | 'url_title' | 'title'>) => string {
  const permalink = useQuestionPermalink();
  return useCallback(
    (ref) => {
      if (ref.object_type === 'tag') return `/tags/${encodeURIComponent(ref.title)}`;
      const question = { id: ref.question_id, url_title: ref.url_title };
      return ref.object_type !== 'question' && ref.answer_id ? permalink(question, ref.answer_id) : permalink(question);
    },
    [permalink],
  );
}

/** Whether an entry has a page to link to: a post waiting for review that the viewer may not see comes without its ids. */
export const hasPage = (ref: Pick<ObjectRef, 'object_type' | 'question_id'>): boolean => ref.object_type === 'tag' || ref.question_id !== '';
