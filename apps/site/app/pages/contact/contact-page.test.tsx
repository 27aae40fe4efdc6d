import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_URL, SUPPORT_EMAIL } from '../../external-links';
import { renderPage } from '../test/render-page';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it('opens the external contact form in a new tab, without giving it access to this page', () => {
    renderPage(<ContactPage />);
    const form = screen.getByRole('link', { name: 'Open the contact form (opens in a new tab)' });
    expect(form).toHaveAttribute('href', CONTACT_FORM_URL);
    expect(form).toHaveAttribute('target', '_blank');
    expect(form).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers the support address as a mailto link', () => {
    renderPage(<ContactPage />);
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  });

  it('says in Japanese that the form opens in a new tab', () => {
    renderPage(<ContactPage />, { language: 'ja' });
    expect(screen.getByRole('link', { name: 'お問い合わせフォームを開く （新しいタブで開きます）' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});
