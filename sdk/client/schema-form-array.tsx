/**
 * A list field: title, description, its items, then the add button at the end of the row. The
 * Bootstrap theme's own template puts that button in a twelfth of the row, where a button with a
 * word ("+ Add") sticks out past the form's edge.
 */
import { Templates } from '@rjsf/react-bootstrap';
import { buttonId, getTemplate, getUiOptions } from '@rjsf/utils';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps } from '@rjsf/utils';

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

const ThemeItemTemplate = Templates.ArrayFieldItemTemplate;

/**
 * One item of a list. An item that is a group of fields (a provider with a dozen settings) gets a
 * card, with its move and remove buttons at its top corner; the theme puts them in a column beside
 * the item's vertical middle, far from the item's title. Plain values keep the theme's row.
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry, schema, uiSchema } = props;
  const isGroup = schema.type === 'object' || typeof schema.properties === 'object';
  if (!isGroup && ThemeItemTemplate) return <ThemeItemTemplate {...props} />;
  const ButtonsTemplate = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <div className="card mb-3">
      <div className="card-body position-relative">
        {hasToolbar ? (
          <div className="position-absolute top-0 end-0 m-2 d-flex gap-1">
            <ButtonsTemplate {...buttonsProps} />
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}
