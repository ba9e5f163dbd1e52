/** What `GET /search` answers (Answer's `SearchResp`), for the server that builds it and the page that shows it. */

/** The search page's tabs, in the order it shows them; `relevance` is the default. */
export const SEARCH_ORDERS = ['relevance', 'newest', 'active', 'score'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

/** Results a page shows (the page asks for this many; so does its server-rendered copy). */
export const SEARCH_PAGE_SIZE = 20;

export interface SearchTag {
  slug_name: string;
  display_name: string;
  main_tag_slug_name: string;
  recommend: boolean;
  reserved: boolean;
}

/** Answer's `SearchObject`: a question, or an answer with its question's title and counts. */
export interface SearchObject {
  id: string;
  question_id: string;
  title: string;
  url_title: string;
  excerpt: string;
  created_at: number;
  vote_count: number;
  accepted: boolean;
  answer_count: number;
  user_info: { id: string; username: string; display_name: string; rank: number; status: string };
  tags: SearchTag[];
  status: string;
}

export interface SearchResult {
  object_type: 'question' | 'answer';
  object: SearchObject;
}

export interface SearchPage {
  count: number;
  list: SearchResult[];
}
