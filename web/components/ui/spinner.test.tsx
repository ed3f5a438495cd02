import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is hidden from screen readers (the text beside it says what is loading), and takes another size', () => {
    const { container } = render(<Spinner className="h-8 w-8" />);
    const icon = container.querySelector('svg')!;
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    const classes = icon.getAttribute('class')!.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['h-8', 'w-8', 'animate-spin']));
    expect(classes).not.toContain('h-4');
  });
});
