// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { KernelContext } from '@answer/sdk';
import type { KernelServices } from '@answer/sdk';
import SchemaForm from '../../sdk/client/schema-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'form.name', maxLength: 5, 'x-messages': { maxLength: 'form.name_max' } },
  },
};

const kernel = {
  i18n: { language: 'en_US', t: (key: string) => `t(${key})` },
} as unknown as KernelServices;

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function render(onSubmit: (data: Record<string, unknown>) => void, withOwnButton: boolean) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  // Something below the form that a reflow would move, like a link under a login form.
  const below = document.createElement('a');
  below.href = '#elsewhere';
  below.textContent = 'elsewhere';
  document.body.appendChild(below);
  root = createRoot(container);
  act(() =>
    root?.render(
      <KernelContext.Provider value={kernel}>
        <SchemaForm schema={schema} onSubmit={onSubmit} submitLabel={withOwnButton ? null : 'Save'}>
          {withOwnButton ? (
            <button type="submit" data-testid="own-submit">
              Send
            </button>
          ) : null}
        </SchemaForm>
      </KernelContext.Provider>,
    ),
  );
  const input = container.querySelector<HTMLInputElement>('#root_name');
  const button = container.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input || !button) throw new Error('the form did not render');
  return { container, input, button, below };
}

function type(input: HTMLInputElement, value: string) {
  act(() => {
    input.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The first half of a click: the press, which moves the focus to `target`. */
function press(target: HTMLElement) {
  act(() => {
    target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true }));
    target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    target.focus();
  });
}

async function release(target: HTMLElement, click: boolean) {
  await act(async () => {
    target.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, cancelable: true }));
    target.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, cancelable: true }));
    if (click) target.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** The field's message: its x-messages key, in the namespace of the plugin using the form. */
const MESSAGE = 't(kernel:form.name_max)';
const errorText = (container: HTMLElement) => container.querySelector('#root_name__error')?.textContent ?? '';

describe('SchemaForm under a pointer press', () => {
  for (const withOwnButton of [false, true]) {
    it(`keeps the errors in place until the click on ${withOwnButton ? 'a submit button of the caller' : 'its submit button'} lands`, async () => {
      const onSubmit = vi.fn();
      const { container, input, button } = render(onSubmit, withOwnButton);

      type(input, 'far too long');
      press(button);
      await release(button, true);
      expect(onSubmit).not.toHaveBeenCalled();
      expect(errorText(container)).toContain(MESSAGE);

      // Fixed, then pressed: the blur must not remove the error (and move the button) mid-click.
      type(input, 'fine');
      press(button);
      expect(errorText(container)).toContain(MESSAGE);
      await release(button, true);
      expect(onSubmit).toHaveBeenCalledWith({ name: 'fine' });
      expect(errorText(container)).toBe('');
    });
  }

  it('shows the blurred field’s error once a press elsewhere ends', async () => {
    const { container, input, below } = render(vi.fn(), false);
    type(input, 'far too long');
    press(below);
    expect(errorText(container)).toBe('');
    await release(below, false);
    // the blur waits for the press's timers; a busy machine may take longer than one release
    await vi.waitFor(() => expect(errorText(container)).toContain(MESSAGE));
  });

  it('shows every field’s error on a submit with the keyboard', async () => {
    const onSubmit = vi.fn();
    const { container, input } = render(onSubmit, false);
    type(input, 'far too long');
    await act(async () => {
      input.form?.requestSubmit();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorText(container)).toContain(MESSAGE);
  });
});

describe('lists in a schema form', () => {
  it('offer an add button with words, and translate the library tooltips through the kernel', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
    const listSchema = { type: 'object', properties: { domains: { type: 'array', items: { type: 'string' } } } };
    act(() =>
      root?.render(
        <KernelContext.Provider value={kernel}>
          <SchemaForm schema={listSchema} formData={{ domains: ['example.com'] }} onSubmit={() => undefined} />
        </KernelContext.Provider>,
      ),
    );
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.some((button) => button.textContent === '+ t(kernel:form.add_item)')).toBe(true);
    expect(buttons.some((button) => button.getAttribute('title') === 't(kernel:form.remove)')).toBe(true);
  });
});
