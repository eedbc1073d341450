import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../lib/i18n';

// Pages load their code lazily, and the first page a test file opens is compiled then: under a
// busy run that takes more than the library's default second, so every wait allows five.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout, so scrolling (router scroll restoration) is a no-op here.
window.scrollTo = () => {};

// jsdom has no modal dialogs: opening and closing are enough here; Chromium e2e covers the rest.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

// Unit tests run offline: a page that calls the server sees what it sees without a network.
// Behaviour against the real server is covered end to end (e2e/).
globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch: unit tests are offline'));

// Every test starts signed out, in English, in the light theme, with nothing stored.
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  await i18n.changeLanguage('en-CA');
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  // A test's fake server (test/fake-server.ts) goes with it.
  vi.unstubAllGlobals();
});
