import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../contract/bookings';
import { ApiError } from '../../lib/api-client';
import { useBookAndPay, type BookAndPayOptions } from './use-book-and-pay';

const booking = (status: Booking['status']) => ({ id: 'booking-1', status }) as Booking;

function Harness({
  book,
  options,
}: {
  book: (input: { players: number }, key: string) => Promise<Booking>;
  options?: BookAndPayOptions;
}) {
  const bookAndPay = useBookAndPay(book, options);
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => bookAndPay.submit({ players: 2 })}>
        Book
      </button>
      <p data-testid="at">{location.pathname}</p>
      <p data-testid="confirmed">{bookAndPay.confirmed?.id ?? ''}</p>
      <p data-testid="error">{bookAndPay.error?.message ?? ''}</p>
    </>
  );
}

function renderHarness(
  book: (input: { players: number }, key: string) => Promise<Booking>,
  options?: BookAndPayOptions,
) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/booking/club-1/tee-1']}>
        <Harness book={book} options={options} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The card checkout at the network's edge: what POST /api/bookings/{id}/checkout answers. */
const checkoutAnswers = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const assign = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', checkoutAnswers);
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  vi.unstubAllGlobals();
  checkoutAnswers.mockReset();
  assign.mockReset();
});

describe('booking and paying, for a tee time and a mystery deal alike', () => {
  it('books once when the golfer clicks twice, and retries a refusal with the same key', async () => {
    let answer: (value: Booking) => void = () => undefined;
    const book = vi
      .fn<(input: { players: number }, key: string) => Promise<Booking>>()
      .mockRejectedValueOnce(new ApiError(409, 'not_enough_places', 'Only 1 place is left on this tee time'))
      .mockImplementationOnce(() => new Promise<Booking>((resolve) => (answer = resolve)));
    renderHarness(book);
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('Only 1 place is left on this tee time'));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    answer(booking('confirmed'));
    await waitFor(() => expect(screen.getByTestId('confirmed').textContent).toBe('booking-1'));
    expect(book).toHaveBeenCalledTimes(2);
    expect(book.mock.calls[0]![1]).toBe(book.mock.calls[1]![1]);
    expect(book.mock.calls[0]![0]).toEqual({ players: 2 });
  });

  it('opens the card payment of a booking whose places are held', async () => {
    checkoutAnswers.mockResolvedValue(Response.json({ url: 'https://checkout.stripe.test/pay/cs_1' }));
    renderHarness(async () => booking('pending'));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/pay/cs_1'));
    const [url, init] = checkoutAnswers.mock.calls[0]!;
    expect(url).toBe('/api/bookings/booking-1/checkout');
    expect(new Headers(init.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes the golfer to the held booking, which offers the payment again, when the payment cannot be opened', async () => {
    checkoutAnswers.mockResolvedValue(
      Response.json({ error: { code: 'service_unavailable', message: 'Stripe is not answering' } }, { status: 503 }),
    );
    const onConfirmed = vi.fn();
    renderHarness(async () => booking('pending'), { onConfirmed });
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.getByTestId('at').textContent).toBe('/booking/booking-1'));
    expect(assign).not.toHaveBeenCalled();
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(screen.getByTestId('error').textContent).toBe('');
  });

  it('confirms a booking paid at the club at once, without a payment', async () => {
    const onConfirmed = vi.fn();
    const onBooked = vi.fn(async () => undefined);
    renderHarness(async () => booking('confirmed'), { onConfirmed, onBooked });
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(booking('confirmed')));
    expect(onBooked).toHaveBeenCalledOnce();
    expect(checkoutAnswers).not.toHaveBeenCalled();
  });
});
