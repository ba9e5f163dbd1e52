/**
 * The admin's write settings as the ask and edit forms apply them (from `/siteinfo` site_write):
 * how many tags and how much body a question needs, and which tags are recommended or required.
 * The server checks the same on every request; the form only says it before sending.
 */
export interface SiteWriteRules {
  minTags: number;
  minContent: number;
  recommendTags: { slug_name: string; display_name: string }[];
  requiredTag: boolean;
}

const count = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback);

function tagsOf(value: unknown): { slug_name: string; display_name: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { slug_name: slug, display_name: name } = item as { slug_name?: unknown; display_name?: unknown };
    return typeof slug === 'string' && slug ? [{ slug_name: slug, display_name: typeof name === 'string' && name ? name : slug }] : [];
  });
}

export function siteWriteRules(siteWrite: unknown): SiteWriteRules {
  const write = typeof siteWrite === 'object' && siteWrite !== null ? (siteWrite as Record<string, unknown>) : {};
  const recommendTags = tagsOf(write.recommend_tags);
  return {
    minTags: count(write.min_tags, 1),
    minContent: count(write.min_content, 0),
    recommendTags,
    requiredTag: write.required_tag === true && recommendTags.length > 0,
  };
}

type Node = Record<string, unknown>;

/** The question schema with the site's minimums, so the form says what the server would refuse. */
export function withSiteMinimums(schema: object, rules: Pick<SiteWriteRules, 'minTags' | 'minContent'>): object {
  const root = schema as Node;
  const properties = { ...(root.properties as Node) };
  const content = properties.content as Node | undefined;
  const tags = properties.tags as Node | undefined;
  if (content && rules.minContent > 1) {
    properties.content = { ...content, minLength: rules.minContent, 'x-messages': { ...(content['x-messages'] as Node), minLength: 'question_form.content.too_short' } };
  }
  if (tags && rules.minTags > 0) {
    const key = rules.minTags === 1 ? 'question_form.tags.required' : 'question_form.tags.too_few';
    properties.tags = { ...tags, minItems: rules.minTags, 'x-messages': { ...(tags['x-messages'] as Node), minItems: key } };
  }
  return { ...root, properties };
}
