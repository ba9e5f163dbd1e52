import { useCallback, useEffect, useState } from 'react';
import { useKernel } from '@answer/sdk';
import { mailDelivery } from './api';

/** `checking` until the server answered whether the site can send mail. */
export type MailDeliveryState = 'checking' | 'configured' | 'unconfigured';

export interface MailDelivery {
  state: MailDeliveryState;
  /** Asks the server again; answers whether the site can send mail now. */
  recheck(): Promise<boolean>;
  /** A send was refused for want of a mail server. */
  markUnconfigured(): void;
}

/**
 * Whether the site can send mail, asked once when the page opens, so the pages that follow a
 * sign-up do not claim an email was sent when the site has no mail server. When the question itself
 * fails the page says what it always said: a send will tell the truth through its own answer.
 */
export function useMailDelivery(): MailDelivery {
  const { http } = useKernel();
  const [state, setState] = useState<MailDeliveryState>('checking');

  const recheck = useCallback(async () => {
    let configured = true;
    try {
      configured = (await mailDelivery(http)).configured;
    } catch {
      // unknown: keep the usual text
    }
    setState(configured ? 'configured' : 'unconfigured');
    return configured;
  }, [http]);

  useEffect(() => {
    void recheck();
  }, [recheck]);

  const markUnconfigured = useCallback(() => setState('unconfigured'), []);
  return { state, recheck, markUnconfigured };
}
