// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { FieldError, KernelServices } from '@answer/sdk';
import SchemaForm from '../../sdk/client/schema-form';
import { renderInPlugin, unmountRendered } from './plugin-render';

afterEach(unmountRendered);

/** The plugin whose admin form this is: its keys are translated in its namespace. */
const PLUGIN = 'connector_test';

/** A connector's admin config: a list of providers, each with a secret the server keeps. */
const schema = {
  type: 'object',
  properties: {
    providers: {
      type: 'array',
      title: 'config.providers',
      items: {
        type: 'object',
        required: ['name', 'client_secret'],
        properties: {
          name: { type: 'string', title: 'config.name', minLength: 1, 'x-messages': { minLength: 'config.name_required', required: 'config.name_required' } },
          client_secret: { type: 'string', title: 'config.secret', writeOnly: true },
        },
      },
    },
  },
};

const SAVED = { providers: [{ name: 'Acme', client_secret: 'SECRET-ACME' }, { name: 'Orbit', client_secret: 'SECRET-ORBIT' }] };

const kernel = {
  i18n: { language: 'en_US', t: (key: string) => `t(${key})` },
} as unknown as KernelServices;

function render(onSubmit: (data: Record<string, unknown>) => void, formData: Record<string, unknown>, serverErrors?: FieldError[]) {
  return renderInPlugin(PLUGIN, kernel, <SchemaForm schema={schema} formData={formData} onSubmit={onSubmit} serverErrors={serverErrors} submitLabel="Save" />);
}

const input = (container: HTMLElement, id: string) => {
  const found = container.querySelector<HTMLInputElement>(`#${id}`);
  if (!found) throw new Error(`no field #${id}`);
  return found;
};

async function submit(container: HTMLElement) {
  await act(async () => {
    container.querySelector('form')?.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

function type(field: HTMLInputElement, value: string) {
  act(() => {
    field.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('a list of objects with a secret in a schema form', () => {
  it('shows each item with its secret as an empty password field, its saved value never in the page', () => {
    const container = render(vi.fn(), SAVED);
    expect(input(container, 'root_providers_1_name').value).toBe('Orbit');
    const secret = input(container, 'root_providers_0_client_secret');
    expect(secret.type).toBe('password');
    expect(secret.value).toBe('');
    expect(secret.getAttribute('autocomplete')).toBe('new-password');
    expect(secret.getAttribute('placeholder')).toBe('t(kernel:form.secret_placeholder)');
    expect(container.innerHTML).not.toContain('SECRET-');
  });

  it('shows each item as a numbered card with its own move and remove buttons', () => {
    const container = render(vi.fn(), SAVED);
    const cards = [...container.querySelectorAll('.card')];
    expect(cards.map((card) => card.querySelector('h5')?.textContent)).toEqual(['t(connector_test:config.providers) 1', 't(connector_test:config.providers) 2']);
    expect(cards[1].querySelector('#root_providers_1__remove')).not.toBeNull();
    expect(cards[1].querySelector('#root_providers_1_name')).not.toBeNull();
  });

  it('saves a change without retyping the secrets, which stay out of what is sent', async () => {
    const onSubmit = vi.fn();
    const container = render(onSubmit, SAVED);
    type(input(container, 'root_providers_0_name'), 'Acme ID');
    await submit(container);
    expect(onSubmit).toHaveBeenCalledWith({ providers: [{ name: 'Acme ID' }, { name: 'Orbit' }] });
  });

  it('sends a secret once it is typed', async () => {
    const onSubmit = vi.fn();
    const container = render(onSubmit, SAVED);
    type(input(container, 'root_providers_1_client_secret'), 'new-secret');
    await submit(container);
    expect(onSubmit).toHaveBeenCalledWith({ providers: [{ name: 'Acme' }, { name: 'Orbit', client_secret: 'new-secret' }] });
  });

  it("shows an item field's own message, and the server's errors under the item's fields", async () => {
    const onSubmit = vi.fn();
    const container = render(onSubmit, SAVED, [{ error_field: 'providers.1.client_secret', error_msg: 'Client secret is required.' }]);
    expect(container.querySelector('#root_providers_1_client_secret__error')?.textContent).toContain('Client secret is required.');
    type(input(container, 'root_providers_0_name'), '');
    await submit(container);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(container.querySelector('#root_providers_0_name__error')?.textContent).toContain('t(connector_test:config.name_required)');
  });
});
