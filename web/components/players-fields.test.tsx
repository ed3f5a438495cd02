import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChangePlayersRequest } from '../../contract/bookings';
import type { PlayerRules } from '../../contract/players';
import { playersEntryOf } from '../lib/players-entry';
import { PlayersFields, usePlayersForm } from './players-fields';
import { described } from '../test/render-in-app';

function BookingForm({
  rules,
  playerCount,
  onSend,
}: {
  rules: PlayerRules;
  playerCount: number;
  onSend: (players: ChangePlayersRequest) => void;
}) {
  const form = usePlayersForm(playersEntryOf({}));
  return (
    <>
      <PlayersFields form={form} rules={rules} playerCount={playerCount} club="Golfclub Dolder" />
      <button
        type="button"
        onClick={() => {
          const players = form.submit(rules, playerCount);
          if (players) onSend(players);
        }}
      >
        Book
      </button>
    </>
  );
}

function renderForm(rules: PlayerRules, playerCount: number) {
  const onSend = vi.fn<(players: ChangePlayersRequest) => void>();
  render(<BookingForm rules={rules} playerCount={playerCount} onSend={onSend} />);
  return onSend;
}

const place = (name: string) => within(screen.getByRole('group', { name }));
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const book = () => fireEvent.click(screen.getByRole('button', { name: 'Book' }));
const dolder: PlayerRules = { handicapLimit: 36, proof: 'swiss_golf_card' };

describe('PlayersFields', () => {
  it('asks only what the club asks: the names always, a handicap and a card number only where its rules say', () => {
    const { unmount } = render(
      <BookingForm rules={{ handicapLimit: null, proof: 'none' }} playerCount={3} onSend={vi.fn()} />,
    );
    expect(screen.getAllByLabelText('Name (optional)')).toHaveLength(2);
    expect(screen.queryByRole('group', { name: 'You' })).toBeNull();
    expect(screen.queryByLabelText('Handicap index')).toBeNull();
    expect(screen.queryByLabelText('Swiss Golf card number')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    unmount();

    renderForm(dolder, 2);
    expect(
      screen.getByText('Golfclub Dolder asks each player’s handicap index (at most 36.0) and Swiss Golf card number.'),
    ).toBeTruthy();
    expect(place('You').queryByLabelText('Name (optional)')).toBeNull();
    expect(place('You').getByLabelText('Handicap index')).toBeTruthy();
    expect(place('Player 2').getByLabelText('Swiss Golf card number')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('asks the golfer’s word for the Platzreife where the club asks for it, and sends nothing without it', () => {
    const onSend = renderForm({ handicapLimit: null, proof: 'platzreife' }, 2);
    expect(screen.queryByLabelText('Handicap index')).toBeNull();
    book();
    const confirmation = screen.getByRole('checkbox', {
      name: 'I confirm that all 2 players hold the Platzreife (course permit).',
    });
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(described(confirmation)).toEqual(['Please confirm the Platzreife: the club takes only players who hold it']);
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.click(confirmation);
    book();
    expect(onSend).toHaveBeenCalledWith({ golfer: {}, guests: [{ name: null }], platzreifeConfirmed: true });
  });

  it('refuses a handicap over the club’s limit at its field, with the limit, and sends nothing', () => {
    const onSend = renderForm({ handicapLimit: 36, proof: 'none' }, 2);
    type(place('You').getByLabelText('Handicap index'), '12');
    const guest = place('Player 2').getByLabelText('Handicap index');
    type(guest, '36.1');
    book();
    expect(guest.getAttribute('aria-invalid')).toBe('true');
    expect(described(guest)).toEqual(['The club takes players with a handicap index up to 36.0']);
    expect(document.activeElement).toBe(guest);
    expect(place('You').getByLabelText('Handicap index').getAttribute('aria-invalid')).toBeNull();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('says what is missing or not a handicap at its field, and the message follows what is typed', () => {
    renderForm(dolder, 1);
    book();
    const handicap = screen.getByLabelText('Handicap index');
    expect(described(handicap)).toEqual(['Enter the handicap index: the club asks for it']);
    type(handicap, 'eighteen');
    expect(described(handicap)).toEqual(['Enter a handicap index from +10.0 to 54.0, such as 18.4 or +2.3']);
    type(handicap, '18.4');
    expect(handicap.getAttribute('aria-invalid')).toBeNull();
    expect(described(screen.getByLabelText('Swiss Golf card number'))).toEqual([
      'Enter the Swiss Golf card number: the club asks for it',
    ]);
  });

  it('takes "+2.3" as a plus handicap and "18,4" with a comma, and sends each player’s details by place', () => {
    const onSend = renderForm(dolder, 2);
    type(place('You').getByLabelText('Handicap index'), '+2.3');
    type(place('You').getByLabelText('Swiss Golf card number'), '1002003');
    type(place('Player 2').getByLabelText('Name (optional)'), ' Anna Muster ');
    type(place('Player 2').getByLabelText('Handicap index'), '18,4');
    type(place('Player 2').getByLabelText('Swiss Golf card number'), 'ASG-4711');
    book();
    expect(onSend).toHaveBeenCalledWith({
      golfer: { handicapIndex: -2.3, swissGolfNumber: '1002003' },
      guests: [{ name: 'Anna Muster', handicapIndex: 18.4, swissGolfNumber: 'ASG-4711' }],
      platzreifeConfirmed: false,
    });
  });
});
