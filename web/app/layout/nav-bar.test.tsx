import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render-in-app';
import { NavBar } from './nav-bar';

const accountLinks = () => [
  ...screen.queryAllByRole('link', { name: 'Login' }),
  ...screen.queryAllByRole('link', { name: 'Sign up' }),
];

describe('the navigation bar', () => {
  it('offers no Login and Sign up while who is signed in is not known, on wide screens and in the phone menu', () => {
    renderInApp(<NavBar />, { auth: { user: null, isLoading: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // The phone menu is open: its links are there beside the bar's.
    expect(screen.getAllByRole('link', { name: 'Find tee times' })).toHaveLength(2);
    expect(accountLinks()).toEqual([]);
  });

  it('offers Login and Sign up, on wide screens and in the phone menu, to a visitor known to be signed out', () => {
    renderInApp(<NavBar />, { auth: { user: null, isLoading: false } });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(accountLinks()).toHaveLength(4);
  });
});
