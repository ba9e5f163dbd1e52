/**
 * The question page's head as Answer 1.7.1's template server writes it: the question's title, an
 * excerpt of its text, its tags as keywords, `noindex` while unlisted, the permalink (without an
 * answer id) as canonical, and the QAPage structured data (`QAPageJsonLD`: the question with its
 * answer count, votes, date and author, the accepted answer and the others as suggested answers,
 * each at `<canonical>/<answer id>`). Values are plain text: the host escapes the head once.
 */
import { questionPermalink, type PageHead, type PageSite } from '@answer/sdk/server';
import type { QuestionInfo } from '../question-info';
import { excerpt } from '../text';
import { ANSWER_ACCEPTED, type AnswerItem, type PostAuthor } from './question-wire';

/** Search engines show about 240 characters; Answer's excerpt ends in `...` within them. */
const DESCRIPTION_TEXT = 237;
const UNLISTED = 2;

interface JsonLdPerson {
  url: string;
  '@type': 'Person';
  name: string;
}

interface JsonLdAnswer {
  '@type': 'Answer';
  text: string;
  dateCreated: string;
  upvoteCount: number;
  url: string;
  author: JsonLdPerson;
}

export interface QaPageJsonLd {
  '@context': 'https://schema.org';
  '@type': 'QAPage';
  mainEntity: {
    '@type': 'Question';
    name: string;
    text: string;
    answerCount: number;
    upvoteCount: number;
    dateCreated: string;
    author: JsonLdPerson;
    acceptedAnswer?: JsonLdAnswer;
    suggestedAnswer: JsonLdAnswer[];
  };
}

/** Unix seconds as Go writes a `time.Time` in JSON (RFC 3339, no fraction for whole seconds). */
export function jsonTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}

function person(site: PageSite, user: PostAuthor | null | undefined): JsonLdPerson {
  return { url: `${site.url}/users/${encodeURIComponent(user?.username ?? '')}`, '@type': 'Person', name: user?.display_name ?? '' };
}

/** The question's permalink under the base path; the head's canonical (Answer leaves the answer id out). */
export const questionCanonical = (site: PageSite, question: QuestionInfo): string => questionPermalink(site.permalink, { id: question.id, url_title: question.url_title });

/**
 * Answer's `QAPageJsonLD` for the question and the answers the page shows; `answerCount` counts
 * every answer a guest sees.
 */
export function qaPageJsonLd(site: PageSite, question: QuestionInfo, answers: readonly AnswerItem[], answerCount: number): QaPageJsonLd {
  const answerLd = (answer: AnswerItem): JsonLdAnswer => ({
    '@type': 'Answer',
    text: answer.html,
    dateCreated: jsonTime(answer.create_time),
    upvoteCount: answer.vote_count,
    url: `${site.url}${questionPermalink(site.permalink, { id: question.id, url_title: question.url_title }, answer.id)}`,
    author: person(site, answer.user_info),
  });
  const accepted = answers.find((answer) => answer.accepted === ANSWER_ACCEPTED);
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: question.title,
      text: question.html,
      answerCount,
      upvoteCount: question.vote_count,
      dateCreated: jsonTime(question.create_time),
      author: person(site, question.user_info),
      ...(accepted ? { acceptedAnswer: answerLd(accepted) } : {}),
      suggestedAnswer: answers.filter((answer) => answer !== accepted).map(answerLd),
    },
  };
}

export function questionHead(site: PageSite, question: QuestionInfo, answers: readonly AnswerItem[], answerCount: number): PageHead {
  return {
    title: question.title,
    description: excerpt(question.html, DESCRIPTION_TEXT),
    canonical: questionCanonical(site, question),
    noindex: question.show === UNLISTED,
    keywords: question.tags.map((tag) => tag.display_name || tag.slug_name),
    ogType: 'article',
    jsonLd: [qaPageJsonLd(site, question, answers, answerCount)],
  };
}
