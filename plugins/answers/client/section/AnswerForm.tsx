/**
 * Under the answers: the form for activated members, a login link for guests, an activation
 * note for unverified members, and a link to their answer for members who already answered.
 */
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { lazyComponent, useKernel, useT } from '@answer/sdk';
import type { AnswerInfo } from '../answer-api';
import { editAnswerPath } from '../paths';

// Guests and members who cannot answer never see the form: its code loads for those who do.
const NewAnswerForm = lazyComponent(() => import('./NewAnswerForm'), 'NewAnswerForm');

export interface AnswerFormSectionProps {
  questionId: string;
  /** The viewer's own answer on the list, if there is one. */
  ownAnswer: AnswerInfo | undefined;
  /** The question takes no new answers (closed): the form gives way to a note saying so. */
  closed: boolean;
  onPosted: (answer: AnswerInfo) => void;
}

export const AnswerFormSection = observer(function AnswerFormSection({ questionId, ownAnswer, closed, onPosted }: AnswerFormSectionProps) {
  const { session, site } = useKernel();
  const t = useT();
  const location = useLocation();
  const restrict = (site.info.site_write as { restrict_answer?: boolean } | undefined)?.restrict_answer !== false;

  let body;
  if (closed) {
    body = (
      <p className="text-secondary mb-0" data-testid="answers-closed">
        {t('form.closed')}
      </p>
    );
  } else if (!session.isLoggedIn) {
    const remember = () => session.saveReturnPath(`${location.pathname}${location.search}`);
    body = (
      <p className="mb-0">
        <Link to="/users/login" onClick={remember} className="btn btn-primary">
          {t('form.login_to_answer')}
        </Link>
      </p>
    );
  } else if (!session.isActivated) {
    body = <p className="text-secondary mb-0">{t('form.activate_to_answer')}</p>;
  } else if (restrict && ownAnswer) {
    body = (
      <div className="alert alert-info mb-0" role="status" data-testid="already-answered">
        {t('form.already_answered')} <Link to={editAnswerPath(questionId, ownAnswer.id)}>{t('form.edit_your_answer')}</Link>
      </div>
    );
  } else {
    body = <NewAnswerForm key={questionId} questionId={questionId} onPosted={onPosted} />;
  }

  return (
    <section className="mt-4 pt-3 border-top" aria-labelledby="your-answer-title">
      <h2 id="your-answer-title" className="h5 mb-3">
        {t('form.title')}
      </h2>
      {body}
    </section>
  );
});
