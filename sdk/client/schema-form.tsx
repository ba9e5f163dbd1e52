/**
 * A form generated from a JSON Schema (@rjsf, Bootstrap 5 theme). The same schema drives the
 * server's validation, so a rule is written once: messages come from the schema's
 * `x-messages` keys in the calling plugin's namespace, and field errors the server returns are
 * shown under the matching fields.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Form from '@rjsf/react-bootstrap';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Button from 'react-bootstrap/Button';
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import type { IconButtonProps, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import type { default as RjsfForm, IChangeEvent } from '@rjsf/core';
import { AJV_OPTIONS, defaultMessageKey } from '../../schemas/validation';
import { useT } from './react';
import type { FieldError } from './services';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './schema-form-array';
import { formSchemaWithSecrets, withoutSecrets } from './schema-form-secrets';
import { uiSchemaFromSchema, withItemTitles } from './schema-form-ui';
import { collectMessages, messagePath, serverErrorSchema, translateTree } from './schema-form-utils';
import type { SchemaFormData, SchemaFormProps } from './schema-form-types';

const TRANSLATED_SCHEMA_KEYS = new Set(['title', 'description']);
const TRANSLATED_UI_KEYS = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);

/* Ajv options shared with the server, so both sides accept exactly the same values. */
const validator = customizeValidator({ ajvOptionsOverrides: AJV_OPTIONS });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The form library's own words (list buttons and their tooltips) in the kernel's translations. */
const LIBRARY_STRINGS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.AddButton]: 'kernel:form.add_item',
  [TranslatableString.AddItemButton]: 'kernel:form.add_item',
  [TranslatableString.RemoveButton]: 'kernel:form.remove',
  [TranslatableString.MoveUpButton]: 'kernel:form.move_up',
  [TranslatableString.MoveDownButton]: 'kernel:form.move_down',
  [TranslatableString.CopyButton]: 'kernel:form.copy',
  [TranslatableString.ClearButton]: 'kernel:form.clear',
};

/** A list's add button with words, not an icon alone (the theme's icon stretches into a sliver). */
function AddButton({ uiSchema: _uiSchema, registry, iconType: _iconType, icon: _icon, className, ...props }: IconButtonProps) {
  return (
    <Button variant="outline-secondary" size="sm" className={`text-nowrap ${className ?? ''}`} {...props}>
      + {registry.translateString(TranslatableString.AddItemButton)}
    </Button>
  );
}

const TEMPLATES = { ArrayFieldTemplate, ArrayFieldItemTemplate, ButtonTemplates: { AddButton } };

const fieldPath = (property: string | undefined) => (property ?? '').replace(/^\./, '').replace(/\['([^']+)'\]/g, '.$1');

export default function SchemaForm<T extends SchemaFormData = SchemaFormData>(props: SchemaFormProps<T>) {
  const { schema, uiSchema, formData, onSubmit, onChange, serverErrors, submitLabel, disabled, children, className, id } = props;
  const t = useT();

  const translatedSchema = useMemo(() => translateTree(formSchemaWithSecrets(schema), t, TRANSLATED_SCHEMA_KEYS) as RJSFSchema, [schema, t]);
  const translatedUi = useMemo(
    () => withItemTitles(translatedSchema, translateTree(uiSchemaFromSchema(schema, uiSchema), t, TRANSLATED_UI_KEYS)) as UiSchema,
    [schema, uiSchema, translatedSchema, t],
  );
  // Field ids start with the root id (`root_` unless the uiSchema names another, to keep ids unique on a page).
  const rootIdPattern = useMemo(() => {
    const rootId = (uiSchema as { 'ui:rootFieldId'?: unknown } | undefined)?.['ui:rootFieldId'];
    const prefix = typeof rootId === 'string' && rootId !== '' ? rootId : 'root';
    return new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}_`);
  }, [uiSchema]);
  const messages = useMemo(() => collectMessages(schema), [schema]);

  const [initial, setInitial] = useState(formData);
  // a secret never shows, even one the caller still holds (the value it just saved)
  const [data, setData] = useState<Partial<T> | undefined>(() => withoutSecrets(schema, formData));
  if (initial !== formData) {
    // a new `formData` object from the caller resets the form
    setInitial(formData);
    setData(withoutSecrets(schema, formData));
  }

  /* Blur validation checks the whole form; until the first submit only blurred fields show errors. */
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);
  /* Server errors belong to the values they were given for: editing a field hides its error. */
  const [dismissed, setDismissed] = useState<{ source: FieldError[] | undefined; fields: Set<string> }>({ source: serverErrors, fields: new Set() });
  const dismissedFields = useMemo(
    () => (dismissed.source === serverErrors ? dismissed.fields : new Set<string>()),
    [dismissed, serverErrors],
  );
  const extraErrors = useMemo(
    () => serverErrorSchema(serverErrors?.filter((item) => !dismissedFields.has(item.error_field))),
    [serverErrors, dismissedFields],
  );

  /*
   * Pressing a pointer moves the focus, and so blurs the focused field, before the button is
   * released. Blur validation then adds or removes error lines, the form reflows, the button moves
   * from under the pointer, and the release lands on another element: the browser sends the click
   * to their common ancestor and the submit never happens. So while any pointer is pressed the
   * errors on screen stay as they are; the blur's validation runs once the click has been handled
   * (a submit validates everything itself anyway).
   */
  const form = useRef<RjsfForm>(null);
  const pressed = useRef(false);
  const deferredBlur = useRef<{ id: string; data: unknown } | null>(null);
  const shown = useRef<RJSFValidationError[]>([]);

  useEffect(() => {
    let releaseTimer: ReturnType<typeof setTimeout> | undefined;
    const press = () => {
      clearTimeout(releaseTimer);
      pressed.current = true;
    };
    const release = () => {
      clearTimeout(releaseTimer);
      if (!pressed.current) return;
      pressed.current = false;
      const blur = deferredBlur.current;
      deferredBlur.current = null;
      // after the click's own work (the submit it may start), so the layout moves only then
      if (blur) setTimeout(() => form.current?.onBlur(blur.id, blur.data), 0);
    };
    // A press may end without a click (dragged off the button); touch sends mouse events after the pointer is up.
    const releaseSoon = () => {
      clearTimeout(releaseTimer);
      releaseTimer = setTimeout(release, 0);
    };
    const submitting = (event: Event) => {
      // before rjsf validates, so a submit shows every field's error
      if (event.target === form.current?.formElement.current) submitted.current = true;
    };
    const listeners: [string, EventListener][] = [
      ['pointerdown', press],
      ['mousedown', press],
      ['click', release],
      ['pointerup', releaseSoon],
      ['mouseup', releaseSoon],
      ['pointercancel', release],
      ['dragend', release],
      ['submit', submitting],
    ];
    for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
    return () => {
      clearTimeout(releaseTimer);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    };
  }, []);

  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) => {
      if (pressed.current) return shown.current;
      const seen = new Set<string>();
      const result = errors
        // a failed `if` only says which branch applied; the branch's own errors name the field
        .filter((error) => error.name !== 'if')
        .filter((error) => submitted.current || touched.current.has(fieldPath(error.property)))
        // one message a field, the first rule that failed, as the server reports it
        .filter((error) => {
          const path = fieldPath(error.property);
          if (seen.has(path)) return false;
          seen.add(path);
          return true;
        })
        .map((error) => {
          const path = fieldPath(error.property);
          const keyword = error.name ?? '';
          const key = messages.get(messagePath(path))?.[keyword];
          const params = isRecord(error.params) ? error.params : {};
          const message = key
            ? t(key, params)
            : t(`kernel:${defaultMessageKey(keyword, params)}`, { ...params, defaultValue: error.message ?? keyword });
          return { ...error, property: path ? `.${path}` : error.property, message, stack: message };
        });
      shown.current = result;
      return result;
    },
    [messages, t],
  );

  const handleChange = useCallback(
    (event: IChangeEvent<Partial<T>>, fieldId?: string) => {
      setData(event.formData);
      onChange?.(event.formData ?? {});
      if (fieldId && serverErrors) {
        const field = fieldId.replace(rootIdPattern, '').replace(/_/g, '.');
        const matched = serverErrors.find((item) => item.error_field === field || item.error_field.replace(/_/g, '.') === field);
        if (matched) setDismissed({ source: serverErrors, fields: new Set([...dismissedFields, matched.error_field]) });
      }
    },
    [onChange, serverErrors, dismissedFields, rootIdPattern],
  );

  const handleBlur = useCallback(
    (fieldId: string, data: unknown) => {
      if (pressed.current) deferredBlur.current = { id: fieldId, data };
      const property = fieldId.replace(rootIdPattern, '');
      touched.current.add(property);
      // nested ids use `_` too; record the dotted form as well so nested fields match
      touched.current.add(property.replace(/_/g, '.'));
    },
    [rootIdPattern],
  );

  const translateString = useCallback(
    (key: TranslatableString, params?: string[]) => {
      const own = LIBRARY_STRINGS[key];
      return own ? t(own, { defaultValue: englishStringTranslator(key, params) }) : englishStringTranslator(key, params);
    },
    [t],
  );

  const handleSubmit = useCallback(
    (event: IChangeEvent<Partial<T>>, _native: FormEvent) => {
      void onSubmit((event.formData ?? {}) as T);
    },
    [onSubmit],
  );

  return (
    <Form
      ref={form}
      id={id}
      className={className}
      schema={translatedSchema}
      uiSchema={translatedUi}
      formData={data}
      validator={validator}
      disabled={disabled}
      liveValidate="onBlur"
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      extraErrors={extraErrors}
      templates={TEMPLATES}
      translateString={translateString}
      transformErrors={transformErrors}
      onChange={handleChange}
      onBlur={handleBlur}
      onError={() => {
        submitted.current = true;
      }}
      onSubmit={handleSubmit}
    >
      {children}
      {submitLabel === null ? null : (
        <button type="submit" className="btn btn-primary" disabled={disabled}>
          {submitLabel ?? t('kernel:form.submit', { defaultValue: 'Submit' })}
        </button>
      )}
    </Form>
  );
}
