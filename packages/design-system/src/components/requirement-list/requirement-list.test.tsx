import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequirementList, type Requirement } from './requirement-list';

const rules = (metIds: string[]): Requirement[] =>
  [
    { id: 'length', label: 'At least 8 characters' },
    { id: 'lower', label: 'A lowercase letter' },
    { id: 'upper', label: 'An uppercase letter' },
  ].map((rule) => ({ ...rule, met: metIds.includes(rule.id) }));

const labels = { metLabel: 'met', unmetLabel: 'not met' };

describe('RequirementList', () => {
  it('says the status of every rule', () => {
    render(<RequirementList aria-label="Password rules" rules={rules(['lower'])} {...labels} />);
    const items = within(screen.getByRole('list', { name: 'Password rules' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'At least 8 characters not met',
      'A lowercase letter met',
      'An uppercase letter not met',
    ]);
    expect(items[1]).toHaveAttribute('data-state', 'met');
    expect(items[0]).toHaveAttribute('data-state', 'unmet');
  });

  it('stays silent at first and announces only the rules that become met', () => {
    const { rerender } = render(<RequirementList rules={rules(['lower'])} {...labels} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);

    rerender(<RequirementList rules={rules(['lower', 'upper'])} {...labels} />);
    expect(status).toHaveTextContent('An uppercase letter met');
    expect(status).not.toHaveTextContent('lowercase');

    rerender(<RequirementList rules={rules(['length', 'lower', 'upper'])} {...labels} />);
    expect(status).toHaveTextContent('At least 8 characters met');
    expect(status).not.toHaveTextContent('uppercase');
  });

  it('clears the announcement when a rule is lost, so regaining it is announced again', () => {
    const { rerender } = render(<RequirementList rules={rules([])} {...labels} />);
    const status = screen.getByRole('status');
    rerender(<RequirementList rules={rules(['upper'])} {...labels} />);
    expect(status).toHaveTextContent('An uppercase letter met');
    rerender(<RequirementList rules={rules([])} {...labels} />);
    expect(status).toHaveTextContent(/^$/);
    rerender(<RequirementList rules={rules(['upper'])} {...labels} />);
    expect(status).toHaveTextContent('An uppercase letter met');
  });

  it('does not announce when the rules re-render unchanged', () => {
    const { rerender } = render(<RequirementList rules={rules([])} {...labels} />);
    rerender(<RequirementList rules={rules(['upper'])} {...labels} />);
    rerender(<RequirementList rules={rules(['upper'])} {...labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('An uppercase letter met');
  });
});
