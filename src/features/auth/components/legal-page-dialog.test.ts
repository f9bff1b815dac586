import { describe, expect, it } from 'vitest';
import { legalPageUrl } from './legal-page-dialog';

describe("legalPageUrl: the configured terms and privacy pages, in the user's language", () => {
  it("puts a path on the API host (the mock server's pages in development)", () => {
    expect(legalPageUrl('terms', 'zh-TW', { apiBaseUrl: '', legalPages: { terms: '/mock-pages/terms', privacy: '/mock-pages/privacy' } })).toBe('/mock-pages/terms?lang=zh-TW');
    expect(legalPageUrl('privacy', 'en', { apiBaseUrl: 'https://api.example.com', legalPages: { terms: '/t', privacy: '/legal/privacy' } })).toBe('https://api.example.com/legal/privacy?lang=en');
  });

  it('uses an absolute URL as configured, keeping its query and fragment', () => {
    const legalPages = { terms: 'https://lookcard.example/legal/terms?v=3#top', privacy: 'https://lookcard.example/privacy' };
    expect(legalPageUrl('terms', 'zh-CN', { apiBaseUrl: 'https://api.example.com', legalPages })).toBe('https://lookcard.example/legal/terms?v=3&lang=zh-CN#top');
    expect(legalPageUrl('privacy', 'en', { apiBaseUrl: 'https://api.example.com', legalPages })).toBe('https://lookcard.example/privacy?lang=en');
  });
});
