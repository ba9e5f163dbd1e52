/**
 * A list field: title, description, its items, then the add button at the end of the row. The
 * Bootstrap theme's own template puts that button in a twelfth of the row, where a button with a
 * word ("+ Add") sticks out past the form's edge.
 */
import { buttonId, getTemplate, getUiOptions } from '@rjsf/utils';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, fieldPathId, uiSchema, items, optionalDataControl, onAddClick, readonly, registry, required, schema, title } = props;
  const uiOptions = getUiOptions(uiSchema);
  const TitleTemplate = getTemplate('ArrayFieldTitleTemplate', registry, uiOptions);
  const DescriptionTemplate = getTemplate('ArrayFieldDescriptionTemplate', registry, uiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  // as in the theme: the control that adds an optional list sits in the title while it can be used
  const controlInTitle = !readonly && !disabled;
  return (
    <div className="mb-3">
      <TitleTemplate
        fieldPathId={fieldPathId}
        title={uiOptions.title || title}
        schema={schema}
        uiSchema={uiSchema}
        required={required}
        registry={registry}
        optionalDataControl={controlInTitle ? optionalDataControl : undefined}
      />
      <DescriptionTemplate fieldPathId={fieldPathId} description={uiOptions.description || schema.description} schema={schema} uiSchema={uiSchema} registry={registry} />
      {controlInTitle ? null : optionalDataControl}
      {items}
      {canAdd ? (
        <div className="d-flex justify-content-end">
          <AddButton id={buttonId(fieldPathId, 'add')} className="rjsf-array-item-add" onClick={onAddClick} disabled={disabled || readonly} uiSchema={uiSchema} registry={registry} />
        </div>
      ) : null}
    </div>
  );
}
