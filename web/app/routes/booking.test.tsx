import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeeTimeDetail } from '../../../contract/clubs';
import type { Me } from '../../../contract/me';
import { publicConfigQuery } from '../../lib/auth/api';
import { renderInApp, testQueryClient } from '../../test/render-in-app';
import { BookingPage } from './booking';

const teeTimeId = '0b4f3c52-58b1-4c1e-9d0c-2f6d1a7e9b11';
const dolder: TeeTimeDetail = {
  teeTime: {
    id: teeTimeId,
    date: '2026-06-12',
    time: '09:30',
    hole_count: 9,
    discounted_price: 48,
    original_price: 60,
    openSlots: 4,
  },
  club: { id: 'club-1', name: 'Golfclub Dolder', city: 'Zürich', canton: 'Zürich', address: null, image_url: null },
  cancellationHours: 24,
  cancellation: { free: true, freeUntil: { date: '2026-06-11', time: '09:30' } },
  refusal: null,
  maxPlayers: 4,
  minLeadMinutes: 60,
  bookingWindowDays: 30,
  playerRules: { handicapLimit: 36, proof: 'swiss_golf_card' },
};

/** The API at the network's edge: the tee time, and the booking it answers (or refuses). */
const answers = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let bookingAnswer: () => Response;

beforeEach(() => {
  bookingAnswer = () => Response.json({ id: 'booking-1', status: 'confirmed' }, { status: 201 });
  answers.mockImplementation(async (url) => (url === '/api/bookings' ? bookingAnswer() : Response.json(dolder)));
  vi.stubGlobal('fetch', answers);
});
afterEach(() => {
  vi.unstubAllGlobals();
  answers.mockReset();
});

function renderBookingPage() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(publicConfigQuery.queryKey, {
    googleEnabled: false,
    betaMode: 'off',
    devOutbox: false,
    payments: 'club',
  });
  const profile = { handicap_index: 12.4, swiss_golf_number: '1002003' } as Me;
  renderInApp(
    <Routes>
      <Route path="/booking/:courseId/:teeTimeId" element={<BookingPage />} />
      <Route path="/payment-success" element={<p>Booked</p>} />
    </Routes>,
    { queryClient, auth: { profile }, path: `/booking/club-1/${teeTimeId}?players=2` },
  );
}

const place = (name: string) => within(screen.getByRole('group', { name }));
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const sentBooking = () => {
  const [, init] = answers.mock.calls.find(([url]) => url === '/api/bookings')!;
  return JSON.parse(init.body as string) as unknown;
};

describe('BookingPage', () => {
  it('shows the club’s rules and sends who is playing with the booking, the golfer’s own details from the profile', async () => {
    renderBookingPage();
    expect((await screen.findByTestId('player-rules')).textContent).toBe(
      'Who may play: handicap index up to 36.0 · Swiss Golf card required',
    );
    expect((place('You').getByLabelText('Handicap index') as HTMLInputElement).value).toBe('12.4');
    type(place('Player 2').getByLabelText('Name (optional)'), 'Anna Muster');
    type(place('Player 2').getByLabelText('Handicap index'), '+2.3');
    type(place('Player 2').getByLabelText('Swiss Golf card number'), 'ASG-4711');
    fireEvent.click(screen.getByRole('button', { name: /Confirm booking/ }));
    await screen.findByText('Booked');
    expect(sentBooking()).toEqual({
      teeTimeId,
      playerCount: 2,
      golfer: { handicapIndex: 12.4, swissGolfNumber: '1002003' },
      guests: [{ name: 'Anna Muster', handicapIndex: -2.3, swissGolfNumber: 'ASG-4711' }],
      platzreifeConfirmed: false,
      language: 'en',
      acceptLateCancellation: false,
    });
  });

  it('sends nothing while a player lacks what the club asks', async () => {
    renderBookingPage();
    fireEvent.click(await screen.findByRole('button', { name: /Confirm booking/ }));
    expect(place('Player 2').getByLabelText('Handicap index').getAttribute('aria-invalid')).toBe('true');
    expect(answers.mock.calls.some(([url]) => url === '/api/bookings')).toBe(false);
  });

  it('says which player the club refused, and why', async () => {
    bookingAnswer = () =>
      Response.json(
        {
          error: {
            code: 'handicap_over_limit',
            message: 'A handicap index is over the club’s limit',
            issues: [{ path: 'guests.0.handicapIndex', message: 'must be at most 36' }],
          },
        },
        { status: 409 },
      );
    renderBookingPage();
    const confirm = await screen.findByRole('button', { name: /Confirm booking/ });
    type(place('Player 2').getByLabelText('Handicap index'), '20');
    type(place('Player 2').getByLabelText('Swiss Golf card number'), 'ASG-4711');
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The handicap index of player 2 is over the club’s limit of 36.0: the club does not take this booking.',
      ),
    );
  });
});
