/** Under the ask and edit headings: the recommended tags, and that one of them is required when it is. */
import { useT } from '@answer/sdk';
import type { SiteWriteRules } from './site-write';

export function TagRules({ rules }: { rules: SiteWriteRules }) {
  const t = useT();
  if (rules.recommendTags.length === 0) return null;
  return (
    <p className="small text-secondary mb-3" data-testid="tag-rules">
      {t(rules.requiredTag ? 'ask.required_tags' : 'ask.recommended_tags')}{' '}
      {rules.recommendTags.map((tag) => (
        <span key={tag.slug_name} className="badge bg-body-secondary text-body-emphasis border fw-normal me-1">
          {tag.display_name}
        </span>
      ))}
    </p>
  );
}
