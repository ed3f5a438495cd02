import { describe, expect, it } from 'vitest';
import { outsideUrlProblem, privateAddressOf } from './outside-addresses';

describe('webhook addresses on a public deployment', () => {
  it('refuses plain http, local names and private or loopback addresses', () => {
    for (const url of [
      'http://tee-sheet.example.ch/hooks',
      'https://localhost/hooks',
      'https://printer.local/hooks',
      'https://127.0.0.1:5432/',
      'https://10.1.2.3/hooks',
      'https://172.20.0.5/hooks',
      'https://192.168.1.10/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks',
      'https://[fd00::1]/hooks',
      'https://[::ffff:10.0.0.1]/hooks',
      'https://user:secret@tee-sheet.example.ch/hooks',
      'ftp://tee-sheet.example.ch/hooks',
    ])
      expect(outsideUrlProblem(url, false), url).not.toBeNull();
  });

  it('takes an https address on the internet', () => {
    expect(outsideUrlProblem('https://tee-sheet.example.ch/hooks', false)).toBeNull();
    expect(outsideUrlProblem('https://203.0.113.7/hooks', false)).toBeNull();
  });

  it("takes a local receiver on a developer's machine", () => {
    expect(outsideUrlProblem('http://127.0.0.1:4000/hooks', true)).toBeNull();
  });

  it('tells private addresses from public ones', () => {
    expect(privateAddressOf('10.0.0.1')).toBe(true);
    expect(privateAddressOf('::ffff:192.168.0.1')).toBe(true);
    expect(privateAddressOf('8.8.8.8')).toBe(false);
    expect(privateAddressOf('2001:db8::1')).toBe(false);
  });
});
