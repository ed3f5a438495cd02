import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBuiltInBackground, useBuiltInBackgroundFor } from './use-built-in-background';

describe('useBuiltInBackground', () => {
  it('shows a new answer once built in the background, nothing before it, and never the earlier one meanwhile', async () => {
    const seen: (string | undefined)[] = [];
    function Day({ answer }: { answer: string | undefined }) {
      const built = useBuiltInBackground(answer);
      seen.push(built);
      return <p>{built ?? 'loading'}</p>;
    }
    const { rerender, container } = render(<Day answer={undefined} />);
    expect(container.textContent).toBe('loading');
    seen.length = 0;
    await act(async () => rerender(<Day answer="monday" />));
    // The render that comes at once shows the loading state; the one in the background, the answer.
    expect(seen).toEqual([undefined, 'monday']);
    expect(container.textContent).toBe('monday');
    seen.length = 0;
    await act(async () => rerender(<Day answer="tuesday" />));
    expect(seen).toEqual([undefined, 'tuesday']);
    expect(container.textContent).toBe('tuesday');
  });
});

describe('useBuiltInBackgroundFor', () => {
  it("keeps a thing's answer shown while its newer answer is built, and never shows another thing's", async () => {
    const seen: (string | undefined)[] = [];
    function Club({ id, answer }: { id: string; answer: string | undefined }) {
      const built = useBuiltInBackgroundFor(id, answer);
      seen.push(built);
      return <p>{built ?? 'loading'}</p>;
    }
    const { rerender, container } = render(<Club id="a" answer={undefined} />);
    expect(container.textContent).toBe('loading');
    seen.length = 0;
    await act(async () => rerender(<Club id="a" answer="Golf A" />));
    expect(seen).toEqual([undefined, 'Golf A']);
    // A refetch of the same club: the page stays while the newer answer is built.
    seen.length = 0;
    await act(async () => rerender(<Club id="a" answer="Golf A, new prices" />));
    expect(seen).toEqual(['Golf A', 'Golf A, new prices']);
    // Another club: its loading state, never the first club's answer under its address.
    seen.length = 0;
    await act(async () => rerender(<Club id="b" answer={undefined} />));
    await act(async () => rerender(<Club id="b" answer="Golf B" />));
    expect(seen).not.toContain('Golf A, new prices');
    expect(seen.at(-1)).toBe('Golf B');
    expect(container.textContent).toBe('Golf B');
  });

  it('shows an answer already there at once', () => {
    function Club() {
      return <p>{useBuiltInBackgroundFor('a', 'Golf A') ?? 'loading'}</p>;
    }
    expect(render(<Club />).container.textContent).toBe('Golf A');
  });
});
