import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { described } from '../../test/render-in-app';
import { z } from 'zod';
import { Button } from './button';
import { Form, FormCheckbox, FormField, FormMessage } from './form';
import { Input } from './input';

const schema = z.object({
  email: z.string().trim().email(),
  players: z.number().int().min(1).max(4),
  terms: z.literal(true, { message: 'validation.required' }),
});

function SignUpForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', players: 2, terms: false as unknown as true },
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormField<z.input<typeof schema>> name="email" label="E-mail" kind="email" hint="For the confirmation">
        {(control) => <Input type="email" {...control} />}
      </FormField>
      <FormField<z.input<typeof schema>> name="players" label="Players" kind="number" range={{ min: 1, max: 4 }}>
        {(control) => <Input type="number" {...control} />}
      </FormField>
      <FormCheckbox<z.input<typeof schema>> name="terms" label="I accept the terms" />
      <Button type="submit">Send</Button>
    </Form>
  );
}

describe('Form and FormField', () => {
  it('shows each refusal of the schema under its field, in words, and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<SignUpForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not an address' } });
    fireEvent.change(screen.getByLabelText('Players'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(described(email)).toEqual(['For the confirmation', 'Please enter a valid e-mail address']);
    expect(described(screen.getByLabelText('Players'))).toEqual(['Enter a number from 1 to 4']);
    expect(described(screen.getByRole('checkbox', { name: 'I accept the terms' }))).toEqual(['This field is required']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an emptied number field stays empty and is required, not zero and not its first value again', async () => {
    render(<SignUpForm onSubmit={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Players'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(described(screen.getByLabelText('Players'))).toEqual(['This field is required']));
    expect((screen.getByLabelText('Players') as HTMLInputElement).value).toBe('');
  });

  it('hands the schema’s output to the submit: trimmed text, a number, the box ticked', async () => {
    const onSubmit = vi.fn();
    render(<SignUpForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' golfer@example.ch ' } });
    fireEvent.change(screen.getByLabelText('Players'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ email: 'golfer@example.ch', players: 3, terms: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('FormMessage', () => {
  it('announces a refusal of the whole form, says what was done as a status, and shows nothing without a text', () => {
    const { rerender } = render(<FormMessage tone="problem">This address is already in use</FormMessage>);
    expect(screen.getByRole('alert').textContent).toBe('This address is already in use');
    rerender(<FormMessage tone="done">We have sent you a link</FormMessage>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('We have sent you a link');
    rerender(<FormMessage tone="done">{null}</FormMessage>);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
