import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Design system/Checkbox',
  parameters: { visual: { pictures: 'all' } },
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Remember me on this device', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The next click on a link in the story is not followed: the story checks that the box stays unticked, and a tab
 * opened in the test browser (the story's `/legal`) only slowed every later story down.
 */
function keepNextLinkClickOnPage(canvasElement: HTMLElement) {
  canvasElement.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
    },
    { once: true },
  );
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me on this device' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByText('Remember me on this device'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember me on this device' })).toBeChecked();
  },
};

/** The signup terms: the link opens the legal page in a new tab and does not tick the box. */
export const TermsWithLink: Story = {
  args: {
    name: 'terms',
    required: true,
    label: (
      <>
        I agree to the{' '}
        <a href="/legal" target="_blank" rel="noopener noreferrer">
          terms of service
        </a>
      </>
    ),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the terms of service' });
    const link = canvas.getByRole('link', { name: 'terms of service' });
    await expect(link).toHaveAttribute('href', '/legal');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    keepNextLinkClickOnPage(canvasElement);
    await userEvent.click(link);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByText(/I agree to the/));
    await expect(checkbox).toBeChecked();
  },
};

export const WithError: Story = {
  args: {
    required: true,
    label: 'I agree to the terms of service',
    error: 'Accept the terms to continue',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the terms of service' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Accept the terms to continue');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Accept the terms to continue');
  },
};

export const WithHint: Story = {
  args: { hint: 'Skip this on a shared computer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember me on this device' })).toHaveAccessibleDescription(
      'Skip this on a shared computer',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me on this device' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    required: true,
    label: (
      <>
        <a href="/legal" target="_blank" rel="noopener noreferrer">
          利用規約
        </a>
        に同意します
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '利用規約に同意します' });
    keepNextLinkClickOnPage(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '利用規約' }));
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};
