import { useT } from '@answer/sdk';

const TIPS = ['summary', 'details', 'tags'] as const;

/** Advice beside the ask form. */
export function AskTips() {
  const t = useT();
  return (
    <aside className="card bg-body-tertiary" aria-labelledby="ask-tips-title">
      <div className="card-body">
        <h2 id="ask-tips-title" className="h6 card-title">
          {t('ask.tips.title')}
        </h2>
        <ul className="small mb-0 ps-3">
          {TIPS.map((tip) => (
            <li key={tip} className="mb-1">
              {t(`ask.tips.${tip}`)}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
