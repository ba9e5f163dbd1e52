import { useEffect, useState } from 'react';
import { useKernel, useT } from '@answer/sdk';
import { GREETING_API, pickGreeting } from './greeting';

export default function HelloPage() {
  const kernel = useKernel();
  const t = useT();
  const greeting = pickGreeting(kernel.pluginConfig('hello_route'), t('page.default_greeting'));
  const [serverGreeting, setServerGreeting] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    kernel.http
      .get<{ greeting: string }>(GREETING_API, { passingError: true, signal: controller.signal })
      .then((data) => setServerGreeting(data.greeting))
      // The page is complete without the server line; a failed call only leaves it out.
      .catch(() => undefined);
    return () => controller.abort();
  }, [kernel]);

  return (
    <section className="py-3">
      <h1 className="h3 mb-3" data-testid="hello-greeting">
        {greeting}
      </h1>
      <p className="text-secondary">{t('page.intro')}</p>
      {serverGreeting !== null && <p data-testid="hello-server-greeting">{t('page.server_says', { greeting: serverGreeting })}</p>}
    </section>
  );
}
