import { useEffect, useState } from 'react';
import { useKernel, useT } from '@answer/sdk';
import { diffList, diffText, type DiffPart } from './diff';
import { fetchTimelineDetail, type TimelineDetail } from './timeline-api';

/**
 * Removed and added runs as `<del>` and `<ins>`, each starting with hidden words that say which
 * it is, so the change is told in text and not by colour or line style alone.
 */
function DiffParts({ parts, separator = '' }: { parts: DiffPart[]; separator?: string }) {
  const t = useT();
  return (
    <>
      {parts.map((part, index) => {
        const text = `${part.text}${separator && index < parts.length - 1 ? separator : ''}`;
        if (part.kind === 'same') return <span key={index}>{text}</span>;
        const Tag = part.kind === 'added' ? 'ins' : 'del';
        return (
          <Tag key={index} className={part.kind === 'added' ? 'bg-success-subtle' : 'bg-danger-subtle'}>
            <span className="visually-hidden">{t(part.kind === 'added' ? 'diff.added_mark' : 'diff.removed_mark')} </span>
            {text}
            <span className="visually-hidden"> {t('diff.end_mark')}</span>
          </Tag>
        );
      })}
    </>
  );
}

function Section({ label, parts, separator, pre }: { label: string; parts: DiffPart[]; separator?: string; pre?: boolean }) {
  const t = useT();
  const changed = parts.some((part) => part.kind !== 'same');
  return (
    <div className="mb-3">
      <h3 className="h6 mb-1">{label}</h3>
      {changed ? (
        <div className={pre ? 'font-monospace small border rounded p-2' : ''} style={pre ? { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } : undefined}>
          <DiffParts parts={parts} separator={separator} />
        </div>
      ) : (
        <p className="text-secondary small mb-0">{t('diff.no_change')}</p>
      )}
    </div>
  );
}

/** What a timeline is about: a question compares titles and tags too, a tag its names, an answer only its body. */
export type TimelineVariant = 'question' | 'answer' | 'tag';

/** What a revision changed against the one before it: title and tags, or a tag's names, and the body or description. */
export function RevisionDiff({ id, newRevisionId, oldRevisionId, variant }: { id: string; newRevisionId: string; oldRevisionId: string; variant: TimelineVariant }) {
  const { http } = useKernel();
  const t = useT();
  const [detail, setDetail] = useState<TimelineDetail | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetchTimelineDetail(http, newRevisionId, oldRevisionId).then(
      (loaded) => live && setDetail(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [http, newRevisionId, oldRevisionId]);

  if (failed) return <p id={id} className="text-danger small mb-0">{t('diff.load_failed')}</p>;
  if (!detail) return <p id={id} className="text-secondary small mb-0" role="status">{t('diff.loading')}</p>;
  const { new_revision: after, old_revision: before } = detail;
  return (
    <div id={id} className="border-start ps-3 py-1">
      <p className="small text-secondary">{t('diff.legend')}</p>
      {variant === 'question' ? (
        <>
          <Section label={t('diff.title')} parts={diffText(before.title, after.title)} />
          <Section label={t('diff.tags')} parts={diffList(before.tags.map((tag) => tag.display_name || tag.slug_name), after.tags.map((tag) => tag.display_name || tag.slug_name))} separator=", " />
        </>
      ) : null}
      {variant === 'tag' ? (
        <>
          {/* a tag's revision is titled with its display name */}
          <Section label={t('diff.display_name')} parts={diffText(before.title, after.title)} />
          <Section label={t('diff.slug_name')} parts={diffText(before.slug_name, after.slug_name)} />
        </>
      ) : null}
      <Section label={t(variant === 'tag' ? 'diff.description' : 'diff.body')} parts={diffText(before.original_text, after.original_text)} pre />
    </div>
  );
}
