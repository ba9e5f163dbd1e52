/**
 * `SchemaForm` as plugins import it. The form library and its validator are large and only a few
 * pages show a form, so they load on first use instead of with every page.
 */
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import type { SchemaFormData, SchemaFormProps } from './schema-form-types';

const SchemaFormImpl = lazy(() => import('./schema-form')) as ComponentType<SchemaFormProps<SchemaFormData>>;

export function SchemaForm<T extends SchemaFormData = SchemaFormData>(props: SchemaFormProps<T>) {
  return (
    <Suspense fallback={<div className="py-3" aria-busy="true" />}>
      <SchemaFormImpl {...(props as unknown as SchemaFormProps<SchemaFormData>)} />
    </Suspense>
  );
}
