import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeBlock } from './code-block';

const code = 'if (a) {\n    play();\n}';

function renderBlock(onCopy = vi.fn()) {
  render(
    <CodeBlock
      code={code}
      language="C#"
      scrollLabel="Sample code"
      copyLabel="Copy code"
      copiedLabel="Copied"
      copyErrorLabel="Could not copy"
      onCopy={onCopy}
    />,
  );
  return onCopy;
}

describe('CodeBlock', () => {
  it('shows the code verbatim in pre > code, captioned by its language', () => {
    renderBlock();
    expect(screen.getByRole('figure', { name: 'C#' })).toBeInTheDocument();
    const codeElement = screen.getByRole('region', { name: 'Sample code' }).querySelector('pre > code');
    // textContent keeps the newlines and indentation exactly.
    expect(codeElement?.textContent).toBe(code);
  });

  it('puts the scroll region in the tab order after the copy button', async () => {
    const user = userEvent.setup();
    renderBlock();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy code' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('region', { name: 'Sample code' })).toHaveFocus();
  });

  it('copies the whole code', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const onCopy = renderBlock();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith(code);
    expect(onCopy).toHaveBeenCalledWith(code);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});
