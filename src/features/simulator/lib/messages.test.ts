import { isArgumentElement, isDateElement, isNumberElement, isPluralElement, isSelectElement, isTimeElement, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '../messages/en.json';
import zhCN from '../messages/zh-CN.json';
import zhTW from '../messages/zh-TW.json';

describe('the simulator page’s catalogues', () => {
  it('have the same ids in the three languages', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(zhTW).sort()).toEqual(Object.keys(en).sort());
  });

  it.each([
    ['en', en],
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
  ] as const)('%s: every message is valid ICU with the same arguments as English, and translated', (locale, catalogue) => {
    const namesIn = (elements: MessageFormatElement[]): string[] =>
      elements.flatMap((element) => [
        ...(isArgumentElement(element) || isNumberElement(element) || isDateElement(element) || isTimeElement(element) || isSelectElement(element) || isPluralElement(element) ? [element.value] : []),
        ...('options' in element ? Object.values(element.options).flatMap((option) => namesIn(option.value)) : []),
      ]);
    const argumentsOf = (message: string) => namesIn(parse(message));
    for (const [id, message] of Object.entries(catalogue)) {
      expect(() => parse(message), `${locale} ${id}`).not.toThrow();
      expect(message.trim(), `${locale} ${id}`).not.toBe('');
      expect(new Set(argumentsOf(message)), `${locale} ${id}`).toEqual(new Set(argumentsOf(en[id as keyof typeof en])));
    }
    if (locale !== 'en') {
      const untranslated = Object.entries(catalogue).filter(([id, message]) => /[a-z]{4,}/.test(message.replace(/\{[^}]*\}/g, '')) && message === en[id as keyof typeof en]);
      expect(untranslated.map(([id]) => id)).toEqual([]);
    }
  });
});
