import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchOutside, outsideUrlProblem, privateAddressOf, publicOnlyLookup } from './outside-addresses';

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

describe("a club's address called from a public deployment", () => {
  let server: Server;
  let port: number;
  let received = 0;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      received += 1;
      response.end('inside');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** What a fetch through connections that look names up with `answers` ends in: the answer's text, or why not. */
  async function reached(answers: { address: string; family: number }[]) {
    const dispatcher = new Agent({ connect: { lookup: publicOnlyLookup(async () => answers) } });
    try {
      const response = await fetch(`http://tee-sheet.example.ch:${port}/hooks`, { dispatcher } as RequestInit);
      return await response.text();
    } catch (error) {
      return ((error as Error).cause as Error).message;
    } finally {
      await dispatcher.close();
    }
  }

  it('connects to the address its own look-up checked, and never to one inside', async () => {
    const before = received;
    // A name that answers an address inside the network when the connection is made (DNS rebinding), alone or
    // beside a public one.
    expect(await reached([{ address: '127.0.0.1', family: 4 }])).toBe(
      'tee-sheet.example.ch is a private address (127.0.0.1)',
    );
    expect(
      await reached([
        { address: '203.0.113.7', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ]),
    ).toBe('tee-sheet.example.ch is a private address (127.0.0.1)');
    expect(await reached([])).toBe('tee-sheet.example.ch could not be found');
    expect(received).toBe(before);
  });

  it('gives the connection the public addresses it found, in the form it asks for', async () => {
    const lookup = publicOnlyLookup(async () => [
      { address: '203.0.113.7', family: 4 },
      { address: '2001:db8::7', family: 6 },
    ]);
    const answer = (options: { all?: boolean; family?: number }) =>
      new Promise((resolve, reject) =>
        lookup('tee-sheet.example.ch', options, (error, address, family) =>
          error ? reject(error) : resolve(family === undefined ? address : [address, family]),
        ),
      );
    expect(await answer({ all: true })).toEqual([
      { address: '203.0.113.7', family: 4 },
      { address: '2001:db8::7', family: 6 },
    ]);
    expect(await answer({ family: 6 })).toEqual(['2001:db8::7', 6]);
  });

  it("refuses this machine on a public deployment before connecting, and reaches it on a developer's", async () => {
    const before = received;
    for (const url of [`http://localhost:${port}/hooks`, `https://127.0.0.1:${port}/hooks`])
      expect(
        await fetchOutside(new URL(url), {}, false).catch((error: Error) => (error.cause as Error).message),
      ).toMatch(/^the address must/);
    expect(received).toBe(before);
    expect(await (await fetchOutside(new URL(`http://localhost:${port}/hooks`), {}, true)).text()).toBe('inside');
  });
});
