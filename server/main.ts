// The server process (`npm start` runs its build, dist-server/main.js). Imports inside packages are resolved
// with each package's type read once, which must be in place before the server's modules are linked: the
// server comes as a dynamic import after it.
import './package-type-cache';

await import('./serve');
