import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORTED_LOCALES } from '@/config/constants';
import { answerAppLocalesWithoutIcu, restoreIntlLocaleAnswers, warmUpFormatting } from './intl-support';

/** What the app's answer stands in for: each service's `supportedLocalesOf`. */
interface AskedService {
  supportedLocalesOf(locales: string | string[], options?: { localeMatcher?: 'lookup' | 'best fit' }): string[];
}
const SERVICES: Record<'NumberFormat' | 'DateTimeFormat', AskedService> = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
const { NumberFormat: EngineNumberFormat, DateTimeFormat: EngineDateTimeFormat } = Intl;

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

describe('warmUpFormatting', () => {
  it('creates a number format and then a date format in the locale, each after the running task', async () => {
    const created: string[] = [];
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (this: unknown, locale?: Intl.LocalesArgument) {
      created.push(`number ${String(locale)}`);
      return new EngineNumberFormat(locale);
    } as unknown as typeof Intl.NumberFormat);
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (this: unknown, locale?: Intl.LocalesArgument) {
      created.push(`date ${String(locale)}`);
      return new EngineDateTimeFormat(locale);
    } as unknown as typeof Intl.DateTimeFormat);
    const done = warmUpFormatting('zh-TW');
    expect(created).toEqual([]);
    await done;
    expect(created).toEqual(['number zh-TW', 'date zh-TW']);
  });
});
