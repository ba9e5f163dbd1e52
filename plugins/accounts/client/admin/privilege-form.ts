/**
 * The privileges page's form, built from what `GET /setting/privileges` answers and the value
 * rule of the server's schema (privileges.json `definitions.value`): a level select and one
 * number a configurable key, editable only at the custom level. Labels are the translation keys
 * the server's labels come from, so the form translates them as it does every title.
 */
import privilegesSchema from '../../schemas/privileges.json';
import { CUSTOM_LEVEL, labelKeyOf, levelDescKeyOf } from '../../shared/privileges';

export { CUSTOM_LEVEL };

export interface PrivilegeItem {
  key: string;
  label: string;
  value: number;
}

export interface PrivilegeOption {
  level: number;
  level_desc: string;
  privileges: PrivilegeItem[];
}

export interface PrivilegesResp {
  options: PrivilegeOption[];
  selected_level: number;
}

export type PrivilegeForm = Record<string, unknown> & { level: number };

/** A form field name for a rank key: form errors address nested fields by dots, so none may remain. */
export const fieldOf = (key: string): string => key.replace(/\./g, '__');

export const optionOf = (resp: PrivilegesResp, level: number): PrivilegeOption | undefined => resp.options.find((option) => option.level === level);

export function privilegeFormSchema(resp: PrivilegesResp, level: number): object {
  const { enum: _levels, ...levelField } = privilegesSchema.properties.level;
  const properties: Record<string, unknown> = {
    // each level under its description; titles are translation keys (the form translates them)
    level: { ...levelField, oneOf: resp.options.map((option) => ({ const: option.level, title: levelDescKeyOf(option.level) })) },
  };
  for (const item of optionOf(resp, level)?.privileges ?? []) properties[fieldOf(item.key)] = { ...privilegesSchema.definitions.value, title: labelKeyOf(item.key) };
  return { type: 'object', required: ['level', ...Object.keys(properties).filter((name) => name !== 'level')], properties };
}

export function privilegeUiSchema(resp: PrivilegesResp, level: number): object {
  const ui: Record<string, unknown> = { 'ui:order': ['level', '*'] };
  const editable = level === CUSTOM_LEVEL;
  for (const item of optionOf(resp, level)?.privileges ?? []) {
    ui[fieldOf(item.key)] = editable ? { 'ui:help': 'admin.privileges.custom.help' } : { 'ui:readonly': true };
  }
  return ui;
}

export function privilegeFormData(resp: PrivilegesResp, level: number): PrivilegeForm {
  const form: PrivilegeForm = { level };
  for (const item of optionOf(resp, level)?.privileges ?? []) form[fieldOf(item.key)] = item.value;
  return form;
}

/** Answer's PUT body: the level, and every key's value at the custom level. */
export function privilegeBody(resp: PrivilegesResp, form: PrivilegeForm): { level: number; custom_privileges: { key: string; value: number }[] } {
  const level = Number(form.level);
  if (level !== CUSTOM_LEVEL) return { level, custom_privileges: [] };
  const keys = optionOf(resp, CUSTOM_LEVEL)?.privileges.map((item) => item.key) ?? [];
  return { level, custom_privileges: keys.map((key) => ({ key, value: Number(form[fieldOf(key)]) })) };
}
