import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { API_BASE, useKernel, useT } from '@answer/sdk';
import type { QuestionItem, QuestionPage } from './api';
import { useQuestionPath } from './links';

/** Pages that show the widget: the question lists and question pages (as Answer shows it). */
const SHOWN_ON = /^\/(?:questions(?:\/(?!ask$)[^/]+)*)?\/?$/;

/** Spec section 9: six hot questions of the last seven days. */
const HOT_QUERY = { page: 1, page_size: 6, order: 'hot', in_days: 7 };

/** The "Hot questions" card of the side column. */
export function HotQuestions() {
  const { http } = useKernel();
  const t = useT();
  const pathOf = useQuestionPath();
  const { pathname } = useLocation();
  const shown = SHOWN_ON.test(pathname);
  const [items, setItems] = useState<QuestionItem[] | null>(null);

  useEffect(() => {
    if (!shown) return;
    const controller = new AbortController();
    http.get<QuestionPage>(`${API_BASE}/question/page`, { query: HOT_QUERY, signal: controller.signal }).then(
      (page) => setItems(page?.list ?? []),
      () => setItems([]),
    );
    return () => controller.abort();
  }, [http, shown]);

  if (!shown || items === null) return null;
  return (
    <section className="card" aria-labelledby="hot-questions" data-testid="hot-questions">
      <h2 id="hot-questions" className="card-header h6 mb-0 bg-transparent">
        {t('hot.title')}
      </h2>
      {items.length === 0 ? (
        <p className="card-body small text-secondary mb-0">{t('hot.empty')}</p>
      ) : (
        <ul className="list-group list-group-flush small">
          {items.map((item) => (
            <li key={item.id} className="list-group-item">
              <Link to={pathOf(item)} className="link-body-emphasis text-decoration-none text-break">
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
