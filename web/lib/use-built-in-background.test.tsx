import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBuiltInBackground } from './use-built-in-background';

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
