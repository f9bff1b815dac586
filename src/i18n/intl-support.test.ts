import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORTED_LOCALES } from '@/config/constants';
import { answerAppLocalesWithoutIcu, restoreIntlLocaleAnswers } from './intl-support';

/** What the app's answer stands in for: each service's `supportedLocalesOf`. */
interface AskedService {
  supportedLocalesOf(locales: string | string[], options?: { localeMatcher?: 'lookup' | 'best fit' }): string[];
}
const SERVICES: Record<'NumberFormat' | 'DateTimeFormat', AskedService> = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };

afterEach(() => {
  restoreIntlLocaleAnswers();
  vi.restoreAllMocks();
});

describe('answerAppLocalesWithoutIcu', () => {
  it.each(Object.entries(SERVICES))('answers %s.supportedLocalesOf for the app locales as the engine does, without asking the engine', (_name, service) => {
    const engineAnswers = SUPPORTED_LOCALES.map((locale) => service.supportedLocalesOf(locale));
    expect(engineAnswers).toEqual([['en'], ['zh-CN'], ['zh-TW']]);
    const engine = vi.spyOn(service, 'supportedLocalesOf');
    answerAppLocalesWithoutIcu();
    expect(SUPPORTED_LOCALES.map((locale) => service.supportedLocalesOf(locale))).toEqual(engineAnswers);
    expect(engine).not.toHaveBeenCalled();
  });

  it.each(Object.entries(SERVICES))('hands %s every other question to the engine, errors included', (_name, service) => {
    const engine = vi.spyOn(service, 'supportedLocalesOf');
    answerAppLocalesWithoutIcu();
    expect(service.supportedLocalesOf(['en', 'fr'])).toEqual(['en', 'fr']);
    expect(service.supportedLocalesOf('de-CH', { localeMatcher: 'lookup' })).toEqual(['de-CH']);
    expect(() => service.supportedLocalesOf('en_US')).toThrow(RangeError);
    expect(engine).toHaveBeenCalledTimes(3);
    expect(engine).toHaveBeenNthCalledWith(2, 'de-CH', { localeMatcher: 'lookup' });
  });

  it('installs once: a second call wraps nothing again, and restoring gives back the engine', () => {
    const engine = Intl.NumberFormat.supportedLocalesOf;
    answerAppLocalesWithoutIcu();
    const installed = Intl.NumberFormat.supportedLocalesOf;
    expect(installed).not.toBe(engine);
    answerAppLocalesWithoutIcu();
    expect(Intl.NumberFormat.supportedLocalesOf).toBe(installed);
    restoreIntlLocaleAnswers();
    expect(Intl.NumberFormat.supportedLocalesOf).toBe(engine);
  });
});
