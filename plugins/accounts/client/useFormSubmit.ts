import { useCallback, useState } from 'react';
import { ApiError, type FieldError } from '@answer/sdk';

/**
 * Runs a form submission: field errors from the server go back to the form, other failures are
 * left to the kernel's request pipeline (toasts, redirects), which already handled them.
 */
export function useFormSubmit<T>(submit: (data: T) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[] | undefined>(undefined);
  const onSubmit = useCallback(
    async (data: T) => {
      setBusy(true);
      setServerErrors(undefined);
      try {
        await submit(data);
      } catch (error) {
        if (error instanceof ApiError && error.list.length > 0) setServerErrors(error.list);
      } finally {
        setBusy(false);
      }
    },
    [submit],
  );
  return { busy, serverErrors, onSubmit };
}
