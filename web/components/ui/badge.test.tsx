import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('colours the word by its tone, and a class given to it wins over the tone', () => {
    render(
      <>
        <Badge tone="danger">Blocked</Badge>
        <Badge tone="danger" className="bg-white">
          Missing
        </Badge>
      </>,
    );
    expect(screen.getByText('Blocked').className).toContain('bg-red-100');
    const missing = screen.getByText('Missing').className.split(' ');
    expect(missing).toContain('bg-white');
    expect(missing).not.toContain('bg-red-100');
  });
});
