/** The dialog every admin user action runs in, and the hook that runs its request. */
import { useCallback, useState, type ReactNode } from 'react';
import { ApiError, ConfirmDialog, SchemaForm, type FieldError, type SchemaFormData } from '@answer/sdk';

export interface ActionState {
  busy: boolean;
  /** Field errors for the dialog's form. */
  fieldErrors: FieldError[] | undefined;
  /** A refusal to show inside the dialog ("Forbidden to operate on yourself"). */
  alert: string;
  /** Runs the request; true when it succeeded. */
  run: (work: () => Promise<unknown>) => Promise<boolean>;
}

/**
 * Field errors go to the form and `err_type: alert` refusals into the dialog; everything else
 * (toasts, session expiry, server failures) the kernel's request pipeline has shown already.
 */
export function useAction(): ActionState {
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldError[] | undefined>(undefined);
  const [alert, setAlert] = useState('');
  const run = useCallback(async (work: () => Promise<unknown>) => {
    setBusy(true);
    setFieldErrors(undefined);
    setAlert('');
    try {
      await work();
      return true;
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.list.length > 0) setFieldErrors(error.list);
        else if ((error.data as { err_type?: unknown } | null)?.err_type === 'alert') setAlert(error.message);
      }
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, fieldErrors, alert, run };
}

interface ActionModalProps {
  title: string;
  onClose: () => void;
  /** The request state: its refusal is shown on top, and the buttons wait while it runs. */
  action: ActionState;
  submitLabel: string;
  /** Red button, for actions that take something away. */
  danger?: boolean;
  /** The button submits this form (the dialog's SchemaForm) ... */
  form?: string;
  /** ... or runs this. */
  onSubmit?: () => void;
  submitDisabled?: boolean;
  children: ReactNode;
}

export function ActionModal({ title, onClose, action, submitLabel, danger, form, onSubmit, submitDisabled, children }: ActionModalProps) {
  const { busy, alert } = action;
  return (
    <ConfirmDialog title={title} onClose={onClose} busy={busy} confirmLabel={submitLabel} danger={danger} form={form} onConfirm={onSubmit} confirmDisabled={submitDisabled}>
      {alert ? (
        <div className="alert alert-danger" role="alert">
          {alert}
        </div>
      ) : null}
      {children}
    </ConfirmDialog>
  );
}

interface FormModalProps<T extends SchemaFormData> {
  title: string;
  onClose: () => void;
  action: ActionState;
  submitLabel: string;
  /** The form's id, which the dialog's button submits. */
  id: string;
  schema: object;
  uiSchema: object;
  formData?: Partial<T>;
  onSubmit: (data: T) => Promise<void>;
  /** Text above the form. */
  intro?: ReactNode;
}

/** A dialog around a schema form: its fields show the server's field errors, its button submits. */
export function FormModal<T extends SchemaFormData>({ title, onClose, action, submitLabel, id, schema, uiSchema, formData, onSubmit, intro }: FormModalProps<T>) {
  return (
    <ActionModal title={title} onClose={onClose} action={action} submitLabel={submitLabel} form={id}>
      {intro}
      <SchemaForm<T>
        id={id}
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        onSubmit={onSubmit}
        serverErrors={action.fieldErrors}
        disabled={action.busy}
        submitLabel={null}
      />
    </ActionModal>
  );
}
