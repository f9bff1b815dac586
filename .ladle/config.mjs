/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.tsx',
  viteConfig: '.ladle/vite.config.ts',
  outDir: 'build-ladle',
  addons: {
    // Light/dark through the app's own theme (see components.tsx); "auto" follows the system.
    theme: { enabled: true, defaultState: 'light' },
    width: { enabled: true, options: { phone: 360, mobile: 390, tablet: 768, desktop: 1024, wide: 1440 }, defaultState: 0 },
    // The stories run the project's stateful mock backend through msw 3 (components.tsx), not Ladle's msw 2 addon.
    msw: { enabled: false },
    a11y: { enabled: true },
    control: {
      enabled: true,
      defaultState: {
        locale: { name: 'Locale', type: 'inline-radio', options: ['en', 'zh-CN', 'zh-TW'], value: 'en', defaultValue: 'en' },
      },
    },
  },
};
