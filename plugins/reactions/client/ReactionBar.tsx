/**
 * Heart, smile and frown under a post with their counts; hovering one names who reacted.
 * Verified members toggle their own reaction (the counts shown are the server's answer);
 * everyone else sees the counts only.
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useKernel, useT } from '@answer/sdk';
import { EMOJI, fetchReactions, updateReaction, type Emoji, type ReactionSummaryItem } from './reaction-api';
import type { PostProps } from './points';

const GLYPH: Record<Emoji, string> = { heart: '❤️', smile: '😄', frown: '🙁' };

export const ReactionBar = observer(function ReactionBar({ objectId }: PostProps) {
  const { http, session } = useKernel();
  const t = useT();
  const [items, setItems] = useState<ReactionSummaryItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const canReact = session.isLoggedIn && session.isActivated;

  useEffect(() => {
    const controller = new AbortController();
    fetchReactions(http, objectId, controller.signal).then(
      (summary) => setItems(summary.reaction_summary),
      () => {
        // the bar stays empty; the kernel reported anything worth telling
      },
    );
    return () => controller.abort();
  }, [http, objectId]);

  if (!items) return null;
  const itemOf = (emoji: Emoji) => items.find((item) => item.emoji === emoji);

  const toggle = async (emoji: Emoji) => {
    setBusy(true);
    try {
      const summary = await updateReaction(http, objectId, emoji, !itemOf(emoji)?.is_active);
      setItems(summary.reaction_summary);
    } catch {
      // the kernel showed the refusal
    } finally {
      setBusy(false);
    }
  };

  // guests see only the reactions there are
  const shown = canReact ? EMOJI : EMOJI.filter((emoji) => itemOf(emoji));
  if (shown.length === 0) return null;
  return (
    <div className="d-flex flex-wrap gap-2 mt-2" role="group" aria-label={t('bar.label')} data-testid="reactions" data-object-id={objectId}>
      {shown.map((emoji) => {
        const item = itemOf(emoji);
        const count = item?.count ?? 0;
        const label = t('bar.emoji', { emoji: t(`emoji.${emoji}`), count });
        const content = (
          <>
            <span aria-hidden="true">{GLYPH[emoji]}</span>
            {count > 0 ? <span className="ms-1">{count}</span> : null}
          </>
        );
        if (!canReact) {
          return (
            <span key={emoji} className="badge rounded-pill text-bg-light border fw-normal" title={item?.tooltip} aria-label={label} data-emoji={emoji}>
              {content}
            </span>
          );
        }
        return (
          <button
            key={emoji}
            type="button"
            className={`btn btn-sm rounded-pill py-0 ${item?.is_active ? 'btn-primary' : 'btn-outline-secondary'}`}
            title={item?.tooltip || t(`emoji.${emoji}`)}
            aria-label={label}
            aria-pressed={item?.is_active ?? false}
            disabled={busy}
            data-emoji={emoji}
            onClick={() => void toggle(emoji)}
          >
            {content}
          </button>
        );
      })}
    </div>
  );
});
