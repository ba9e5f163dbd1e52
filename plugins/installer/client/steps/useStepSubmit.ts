import { useState } from 'react';
import type { FieldError } from '@answer/sdk';
import { isAlreadyInstalled, splitError } from './errors';

/**
 * Submit state of a wizard step: busy while the server works, then its field errors (shown on
 * the form) or its message (shown above the button). "Already installed" leaves the wizard.
 */
export function useStepSubmit<T>(run: (form: T) => Promise<void>, onInstalled: () => void, fallbackMessage: string) {
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<FieldError[]>([]);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (form: T) => {
    setBusy(true);
    setMessage(null);
    setFields([]);
    try {
      await run(form);
    } catch (error) {
      if (isAlreadyInstalled(error)) return onInstalled();
      const split = splitError(error, fallbackMessage);
      setFields(split.fields);
      setMessage(split.message);
    } finally {
      setBusy(false);
    }
  };

  return { busy, fields, message, submit };
}
