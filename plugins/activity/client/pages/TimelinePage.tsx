import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useKernel, useQuestionPermalink, useT } from '@answer/sdk';
import { tagPath } from '../paths';
import type { TimelineVariant } from '../RevisionDiff';
import { fetchPermissions, fetchTimeline, rollbackRevision, type TimelineResp } from '../timeline-api';
import { previousRevisions, TimelineRow } from '../TimelineRow';

/** The newest entry with a revision shows the object as it is: rolling back to it changes nothing. */
const currentRevision = (timeline: TimelineResp['timeline']) => timeline.find((item) => item.revision_id !== '' && item.revision_id !== '0')?.revision_id ?? '';

/** The heading: a post's title with a way back to it, or a tag's name linking to its page. */
function Heading({ data, variant, qid, aid }: { data: TimelineResp; variant: TimelineVariant; qid: string; aid: string }) {
  const pathOf = useQuestionPermalink();
  const t = useT();
  const info = data.object_info;
  if (variant === 'tag') {
    // a synonym's page is its main tag's
    const slug = info.main_tag_slug_name || info.title;
    return (
      <h1 className="h4 mb-3">
        {t('timeline.tag_heading')} <Link to={tagPath(slug)}>{info.display_name || info.title}</Link>
      </h1>
    );
  }
  return (
    <>
      <h1 className="h4 mb-1">{t(variant === 'answer' ? 'timeline.answer_heading' : 'timeline.heading', { title: info.title })}</h1>
      <p className="mb-3">
        <Link to={pathOf({ id: info.question_id || qid }, variant === 'answer' ? info.answer_id || aid || undefined : undefined)}>{t('timeline.back_to_post')}</Link>
      </p>
    </>
  );
}

/**
 * `/posts/:qid/timeline`, `/posts/:qid/:aid/timeline` and `/tags/:tagId/timeline`: the history of a
 * post or a tag with its revisions, each comparable with the one before and, for those who may
 * edit without review, a rollback.
 */
const TimelinePage = observer(function TimelinePage() {
  const { qid = '', aid = '', tagId = '' } = useParams();
  const { http, notify, session } = useKernel();
  const t = useT();
  const variant: TimelineVariant = tagId ? 'tag' : aid ? 'answer' : 'question';
  const objectId = tagId || aid || qid;
  const [showVotes, setShowVotes] = useState(false);
  const [data, setData] = useState<TimelineResp | null>(null);
  const [failed, setFailed] = useState(false);
  const [mayRollback, setMayRollback] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    fetchTimeline(http, objectId, showVotes, controller.signal).then(
      (loaded) => setData(loaded),
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => controller.abort();
  }, [http, objectId, showVotes, reloads]);

  useEffect(() => {
    // rolling back is an edit without review: staff, or members the owning plugin allows
    if (session.isAdmin || session.isModerator) {
      setMayRollback(true);
      return;
    }
    const action = `${variant}.edit_without_review`;
    fetchPermissions(http, [action]).then(
      (answers) => setMayRollback(answers[action]?.has_permission === true),
      () => setMayRollback(false),
    );
  }, [http, variant, session.isAdmin, session.isModerator]);

  const rollback = useCallback(
    async (revisionId: string) => {
      if (!window.confirm(t(variant === 'tag' ? 'timeline.rollback_tag_confirm' : 'timeline.rollback_confirm'))) return;
      try {
        await rollbackRevision(http, revisionId);
        notify.toast(t(variant === 'tag' ? 'timeline.rollback_tag_done' : 'timeline.rollback_done'), 'success');
        setReloads((count) => count + 1);
      } catch {
        // the kernel showed the server's refusal as a toast
      }
    },
    [http, notify, t, variant],
  );

  if (failed) return <p className="text-danger">{t('timeline.load_failed')}</p>;
  if (!data) return <p role="status">{t('timeline.loading')}</p>;

  const previous = previousRevisions(data.timeline);
  const current = currentRevision(data.timeline);
  return (
    <div className="py-3">
      <Heading data={data} variant={variant} qid={qid} aid={aid} />
      {/* a tag has no votes to show, as in Answer */}
      {variant === 'tag' ? null : (
        <div className="form-check form-switch mb-3">
          <input className="form-check-input" type="checkbox" role="switch" id="timeline-show-votes" checked={showVotes} onChange={(event) => setShowVotes(event.target.checked)} />
          <label className="form-check-label" htmlFor="timeline-show-votes">
            {t('timeline.show_votes')}
          </label>
        </div>
      )}
      {data.timeline.length === 0 ? (
        <p className="text-secondary">{t(variant === 'tag' ? 'timeline.tag_empty' : 'timeline.empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{t('timeline.columns.date')}</th>
                <th scope="col">{t('timeline.columns.type')}</th>
                <th scope="col">{t('timeline.columns.user')}</th>
                <th scope="col">{t('timeline.columns.comment')}</th>
              </tr>
            </thead>
            <tbody>
              {data.timeline.map((item) => (
                <TimelineRow
                  key={item.activity_id}
                  item={item}
                  previousRevisionId={previous.get(item.activity_id) ?? '0'}
                  variant={variant}
                  canRollback={mayRollback && !item.cancelled && item.revision_id !== current}
                  onRollback={(revisionId) => void rollback(revisionId)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
});

export default TimelinePage;
