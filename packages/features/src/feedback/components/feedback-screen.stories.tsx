import { FEEDBACK_CATEGORY_IDS } from '@holostream/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { animationsDone, Destination, sandbox, sandboxStats, signInStory } from '../../shared/testing/stories';
import { storyT, type StoryT } from '../testing/story-i18n';
import { SignedInPerson } from '../../shared/person';
import { FEEDBACK_CATEGORIES } from '../model/feedback-form';
import { FeedbackScreen } from './feedback-screen';

const meta = {
  title: 'Features/Feedback/FeedbackScreen',
  tags: ['autodocs', 'responsive'],
  component: FeedbackScreen,
  // A fresh world per story: sent feedback counts towards the 3-a-minute limit and the request counts.
  beforeEach: signInStory,
  parameters: {
    visual: { pictures: ['Form', 'FormJapanese', 'SuccessModalOpen', 'SuccessModalOpenJapanese'] },
    router: { initialEntries: ['/feedback'] },
    msw: sandbox('demo'),
  },
  render: () => (
    <Routes>
      <Route path="/feedback" element={<FeedbackScreen />} />
      <Route path="*" element={<Destination />} />
    </Routes>
  ),
} satisfies Meta<typeof FeedbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

// Every play function reads its text through `storyT`, so each Japanese story (the same play with
// `globals: { locale: 'ja' }`) checks the Japanese copy. Server messages stay English in both.

const fields = (canvas: Canvas, t: StoryT) => ({
  category: canvas.getByRole('combobox', { name: t('fields.category') }),
  title: canvas.getByRole('textbox', { name: t('fields.title') }),
  message: canvas.getByRole('textbox', { name: t('fields.message') }),
  send: canvas.getByRole('button', { name: t('actions.send') }),
});
const counter = (t: StoryT, current: number, max: number) => t('fields.counter', { current, max });

/** Types a title and a message with spaces around them (the screen trims them before sending). */
async function fill(
  canvas: Canvas,
  t: StoryT,
  title = 'Hologram flickers',
  message = 'After ten minutes of streaming.',
) {
  const { title: titleField, message: messageField } = fields(canvas, t);
  await userEvent.type(titleField, `  ${title} `);
  await userEvent.type(messageField, ` ${message}  `);
}

const destination = (canvas: Canvas, path: string) => canvas.findByRole('heading', { level: 1, name: path });

// feedback.form -------------------------------------------------------------------------------

const formPlay: Story['play'] = async ({ canvas, globals }) => {
  const t = storyT({ globals });
  await expect(canvas.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  await expect(canvas.getByText(t('intro'))).toBeVisible();
  const { category, title, message, send } = fields(canvas, t);
  await expect(category).toHaveTextContent(t('categories.generalFeedback'));
  await expect(title).toBeRequired();
  await expect(message).toBeRequired();
  await expect(canvas.getByText('0/255')).toBeVisible();
  await expect(canvas.getByText('0/5000')).toBeVisible();
  // The counters are spoken with the field (its description), not on every keystroke.
  await expect(title).toHaveAccessibleDescription(counter(t, 0, 255));
  await expect(message).toHaveAccessibleDescription(counter(t, 0, 5000));
  await expect(send).toBeDisabled();
  await expect(canvas.getByRole('link', { name: t('actions.cancel') })).toHaveAttribute('href', '/account');

  await userEvent.type(title, 'Crash');
  await expect(canvas.getByText('5/255')).toBeVisible();
  await expect(title).toHaveAccessibleDescription(counter(t, 5, 255));

  await expect(
    within(category)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(FEEDBACK_CATEGORY_IDS.map((id) => t(`categories.${FEEDBACK_CATEGORIES[id]}`)));
  await expect(category).toHaveDisplayValue(t('categories.generalFeedback'));
  await userEvent.selectOptions(category, t('categories.bugReport'));
  await expect(category).toHaveDisplayValue(t('categories.bugReport'));
  await expect(category).toHaveFocus();
};

/** feedback.form: the nine categories (general feedback chosen), title and message with x/255 and x/5000, Send disabled. */
export const Form: Story = { play: formPlay };

/** feedback.form in Japanese. */
export const FormJapanese: Story = { globals: { locale: 'ja' }, play: formPlay };

/** feedback.form at phone width (390 px): everything fits, the buttons span the width, nothing scrolls sideways. */
export const FormPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await expect(window.innerWidth).toBe(390);
    const { title, message, send } = fields(canvas, t);
    await expect(title).toBeVisible();
    await fill(canvas, t);
    await expect(send).toBeEnabled();
    const form = canvas.getByRole('form', { name: t('title') });
    const cancel = canvas.getByRole('link', { name: t('actions.cancel') });
    // Stacked full-width buttons on a phone: each as wide as the form's content box.
    await expect(Math.abs(send.getBoundingClientRect().width - cancel.getBoundingClientRect().width)).toBeLessThan(1);
    await expect(message.getBoundingClientRect().right).toBeLessThanOrEqual(form.getBoundingClientRect().right);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// feedback.invalid ----------------------------------------------------------------------------

const blankPlay: Story['play'] = async ({ canvas, globals }) => {
  const t = storyT({ globals });
  const { title, message, send } = fields(canvas, t);
  await userEvent.type(title, '   ');
  await userEvent.type(message, 'The stream stutters');
  await expect(send).toBeDisabled();
  await expect(canvas.getByText(t('validation.feedback.title.required'))).toBeVisible();
  await userEvent.type(title, 'Stutter');
  await expect(send).toBeEnabled();
  await userEvent.clear(message);
  await userEvent.type(message, ' \n ');
  await expect(send).toBeDisabled();
  await expect(message).toHaveAccessibleDescription(
    `${t('validation.feedback.message.required')} ${counter(t, 3, 5000)}`,
  );
};

/** feedback.invalid: Send stays disabled while the title or the message is blank (spaces count as blank). */
export const InvalidBlank: Story = { play: blankPlay };

/** feedback.invalid (blank) in Japanese. */
export const InvalidBlankJapanese: Story = { globals: { locale: 'ja' }, play: blankPlay };

const tooLongPlay: Story['play'] = async ({ canvas, globals }) => {
  const t = storyT({ globals });
  const { title, message, send } = fields(canvas, t);
  await userEvent.click(title);
  await userEvent.paste('t'.repeat(256));
  await userEvent.click(message);
  await userEvent.paste('m'.repeat(5001));
  // Nothing typed is cut off: the counters pass the limit and the messages say by how much is allowed.
  await expect(title).toHaveValue('t'.repeat(256));
  await expect(message).toHaveValue('m'.repeat(5001));
  await expect(canvas.getByText('256/255')).toBeVisible();
  await expect(canvas.getByText('5001/5000')).toBeVisible();
  await expect(title).toHaveAccessibleDescription(`${t('validation.feedback.title.tooLong')} ${counter(t, 256, 255)}`);
  await expect(message).toHaveAccessibleDescription(
    `${t('validation.feedback.message.tooLong')} ${counter(t, 5001, 5000)}`,
  );
  await expect(title).toBeInvalid();
  await expect(message).toBeInvalid();

  await userEvent.click(send);
  await expect(title).toHaveFocus();
  await expect((await sandboxStats()).sendFeedback).toBeUndefined();

  await userEvent.type(title, '{Backspace}');
  await expect(canvas.queryByText(t('validation.feedback.title.tooLong'))).not.toBeInTheDocument();
  await expect(title).toBeValid();
};

/** feedback.invalid: a title over 255 or a message over 5000 characters says so under the field and keeps the text. */
export const InvalidTooLong: Story = { play: tooLongPlay };

/** feedback.invalid (too long) in Japanese. */
export const InvalidTooLongJapanese: Story = { globals: { locale: 'ja' }, play: tooLongPlay };

// feedback.sending ----------------------------------------------------------------------------

/** feedback.sending: the server has not answered yet: Send busy and disabled, the fields read-only. */
export const Sending: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['slow'], delayMs: 'infinite' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await fill(canvas, t);
    const { category, title, message, send } = fields(canvas, t);
    await userEvent.click(send);
    const busy = await canvas.findByRole('button', { name: t('actions.sending') });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(title).toHaveAttribute('readonly');
    await expect(message).toHaveAttribute('readonly');
    await expect(category).toBeDisabled();
    await expect(canvas.getByRole('link', { name: t('actions.cancel') })).toBeVisible();
  },
};

// feedback.error ------------------------------------------------------------------------------

/** feedback.error: the server's message in an alert, Send ready for a retry; editing a field clears the alert. */
export const ServerError: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['server-error'] }) },
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await fill(canvas, t);
    const { title, send } = fields(canvas, t);
    await userEvent.click(send);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
    await expect(send).toBeEnabled();
    // Focus is on the message (Send was disabled while busy), not lost on the page.
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(title).toHaveValue('  Hologram flickers ');

    await userEvent.type(title, '!');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

// feedback.rate-limited -----------------------------------------------------------------------

const rateLimitedPlay: Story['play'] = async ({ canvas, globals }) => {
  const t = storyT({ globals });
  await fill(canvas, t);
  await userEvent.click(fields(canvas, t).send);
  await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.rateLimited'));
  await expect(fields(canvas, t).send).toBeEnabled();
};

/** feedback.rate-limited: a 429 says 'You're sending feedback too quickly. Please wait a moment before trying again.' */
export const RateLimited: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['feedback-rate-limited'] }) },
  play: rateLimitedPlay,
};

/** feedback.rate-limited in Japanese. */
export const RateLimitedJapanese: Story = {
  globals: { locale: 'ja' },
  parameters: { msw: sandbox('demo', { scenarios: ['feedback-rate-limited'] }) },
  play: rateLimitedPlay,
};

// feedback.success-modal ----------------------------------------------------------------------

/** Sends the feedback (a double click) and finds the thanks, its button focused: the button. */
const sendAndThank = async ({ canvas, globals }: Parameters<NonNullable<Story['play']>>[0]) => {
  const t = storyT({ globals });
  await fill(canvas, t);
  await userEvent.dblClick(fields(canvas, t).send);
  const dialog = await screen.findByRole('alertdialog', { name: t('success.title') });
  await expect(dialog).toHaveAccessibleDescription(t('success.description'));
  const back = within(dialog).getByRole('button', { name: t('success.action') });
  await expect(back).toHaveFocus();
  // The double click sent one request.
  await expect((await sandboxStats()).sendFeedback).toBe(1);
  return back;
};

const successPlay: Story['play'] = async (context) => {
  const { canvas } = context;
  await userEvent.click(await sendAndThank(context));
  await expect(await destination(canvas, '/account')).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
};

/** feedback.success-modal: thanks after one request (even on a double click); its button goes to /account. */
export const SuccessModal: Story = { play: successPlay };

/** feedback.success-modal in Japanese. */
export const SuccessModalJapanese: Story = { globals: { locale: 'ja' }, play: successPlay };

/** feedback.success-modal, as it stands: the thanks over the form. */
export const SuccessModalOpen: Story = {
  tags: ['dialog'],
  play: async (context) => {
    await sendAndThank(context);
    await animationsDone();
  },
};

/** feedback.success-modal, as it stands, in Japanese. */
export const SuccessModalOpenJapanese: Story = { ...SuccessModalOpen, tags: ['dialog'], globals: { locale: 'ja' } };

/** feedback.success-modal: Escape leaves the same way, to /account. */
export const SuccessModalEscape: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await fill(canvas, t);
    await userEvent.click(fields(canvas, t).send);
    await screen.findByRole('alertdialog', { name: t('success.title') });
    await userEvent.keyboard('{Escape}');
    await expect(await destination(canvas, '/account')).toBeVisible();
  },
};

// Cancel --------------------------------------------------------------------------------------

/** Cancel → /account, sending nothing. */
export const Cancel: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await fill(canvas, t);
    await userEvent.click(canvas.getByRole('link', { name: t('actions.cancel') }));
    await expect(await destination(canvas, '/account')).toBeVisible();
    await expect((await sandboxStats()).sendFeedback).toBeUndefined();
  },
};

// feedback.draft-restored -----------------------------------------------------------------------

const DRAFT_KEY = 'holostream:draft:feedback:demo';
const DRAFT = { categoryId: 2, title: 'Depth stream stutters', body: 'In a dark room the depth stream stutters.' };

/**
 * feedback.draft-restored: the person's session expired (or the page was reloaded) while the form held
 * text; signed in again, the form starts from the draft with a note saying so.
 */
export const DraftRestored: Story = {
  beforeEach: async (context) => {
    const signOut = await signInStory(context);
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(DRAFT));
    return () => {
      sessionStorage.removeItem(DRAFT_KEY);
      signOut();
    };
  },
  render: () => (
    <SignedInPerson value="demo">
      <Routes>
        <Route path="/feedback" element={<FeedbackScreen />} />
        <Route path="*" element={<Destination />} />
      </Routes>
    </SignedInPerson>
  ),
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    const { title, message, send } = fields(canvas, t);
    await expect(title).toHaveValue(DRAFT.title);
    await expect(message).toHaveValue(DRAFT.body);
    const note = globals.locale === 'ja' ? /前回入力した内容を復元しました/ : /What you typed earlier is back/;
    await expect(canvas.getByText(note)).toBeVisible();
    await expect(send).toBeEnabled();
    // Sending forgets the draft: e2e/nothing-lost.spec.ts follows it through a real expiry.
  },
};

/** feedback.draft-restored in Japanese. */
export const DraftRestoredJapanese: Story = { ...DraftRestored, globals: { locale: 'ja' } };
