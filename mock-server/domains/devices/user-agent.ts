import type { DeviceType } from '@contract-kit/model';

/**
 * What a User-Agent header says about the device (signed-in devices): its kind, operating system and browser, each with
 * the major version where the header gives one. Deliberately small: the common browsers on the common systems; anything
 * else is unknown (null), never a guess.
 */
export interface DeviceDescription {
  deviceType: DeviceType;
  os: string | null;
  browser: string | null;
}

const major = (version: string | undefined) => version?.split(/[._]/)[0];
const named = (name: string, version: string | undefined) => (version ? `${name} ${major(version)}` : name);

function operatingSystem(ua: string): string | null {
  let match: RegExpExecArray | null;
  if ((match = /\biPad\b.*?\bOS (\d+)[_.]/.exec(ua))) return `iPadOS ${match[1]}`;
  if ((match = /\b(?:iPhone|iPod)\b.*?\bOS (\d+)[_.]/.exec(ua))) return `iOS ${match[1]}`;
  if ((match = /\bAndroid (\d+)/.exec(ua))) return `Android ${match[1]}`;
  if (/\bAndroid\b/.test(ua)) return 'Android';
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bWindows NT\b/.test(ua)) return 'Windows';
  if ((match = /\bMac OS X (\d+)[_.](\d+)/.exec(ua))) {
    // Browsers freeze the reported macOS at 10.15 since macOS 11: only an older one is worth its number.
    return match[1] === '10' && Number(match[2]) < 15 ? `macOS 10.${match[2]}` : 'macOS';
  }
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return null;
}

function browserOf(ua: string): string | null {
  let match: RegExpExecArray | null;
  if ((match = /\bEdg(?:e|A|iOS)?\/([\d.]+)/.exec(ua))) return named('Edge', match[1]);
  if ((match = /\b(?:OPR|Opera)\/([\d.]+)/.exec(ua))) return named('Opera', match[1]);
  if ((match = /\bSamsungBrowser\/([\d.]+)/.exec(ua))) return named('Samsung Internet', match[1]);
  if ((match = /\b(?:Firefox|FxiOS)\/([\d.]+)/.exec(ua))) return named('Firefox', match[1]);
  if ((match = /\b(?:CriOS|HeadlessChrome|Chrome)\/([\d.]+)/.exec(ua))) return named('Chrome', match[1]);
  if (/\bSafari\//.test(ua) && (match = /\bVersion\/([\d.]+)/.exec(ua))) return named('Safari', match[1]);
  return null;
}

function deviceTypeOf(ua: string, os: string | null): DeviceType {
  if (/\biPad\b|\bTablet\b/.test(ua) || (os?.startsWith('Android') && !/\bMobile\b/.test(ua))) return 'tablet';
  if (/\b(?:iPhone|iPod|Mobile)\b/.test(ua)) return 'mobile';
  if (os === 'Windows' || os === 'ChromeOS' || os === 'Linux' || os?.startsWith('macOS')) return 'desktop';
  return 'unknown';
}

export function describeUserAgent(userAgent: string | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  const os = operatingSystem(ua);
  return { deviceType: deviceTypeOf(ua, os), os, browser: browserOf(ua) };
}
