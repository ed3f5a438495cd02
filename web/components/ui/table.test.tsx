import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

describe('Table', () => {
  it('scrolls sideways inside its own named area, which the keyboard can reach, so the page never does', () => {
    render(
      <Table label="Payouts">
        <TableHeader>
          <TableRow>
            <TableHead>Month</TableHead>
            <TableHead>Amount</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>May 2026</TableCell>
            <TableCell>CHF 1,200</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const area = screen.getByRole('region', { name: 'Payouts' });
    expect(area.className.split(' ')).toEqual(expect.arrayContaining(['overflow-x-auto', 'max-w-full']));
    expect(area.tabIndex).toBe(0);
    const table = within(area).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Amount']);
    expect(within(table).getByRole('cell', { name: 'CHF 1,200' })).toBeTruthy();
  });
});
