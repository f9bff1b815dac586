import {
  isArgumentElement,
  isDateElement,
  isLiteralElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import type { Alias, ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';
import { CATALOGUE_PARTS, cataloguePartOf, readCataloguePartsConfig } from '../../scripts/lib/catalogue-parts';
import {
  DECLARATIONS,
  dialogModules,
  ENTRY_ROOTS,
  reachedFrom,
  reachedOutsideDialogs,
  scanSourceGraph,
  SIGNED_IN_ROOTS,
  sourceFiles,
  type ModuleImport,
  type SourceGraph,
} from '../../scripts/lib/message-usage';

/**
 * The translations gate: the three languages carry exactly the same messages with the same arguments,
 * every message is used and every id the code uses exists, the production build ships precompiled messages and no
 * ICU parser, and the Chinese catalogues are real translations in the right script. (No literal text in JSX is
 * ESLint's part: i18n/no-literal-string-in-jsx in eslint.config.js.)
 */

const root = join(import.meta.dirname, '../..');
const LOCALES = ['en', 'zh-CN', 'zh-TW'] as const;
type Locale = (typeof LOCALES)[number];
type Catalogue = Record<string, string>;

const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
const load = (folder: string) => Object.fromEntries(LOCALES.map((locale) => [locale, readJson<Catalogue>(`${folder}/${locale}.json`)])) as Record<Locale, Catalogue>;

/** The app's catalogues, and the development-only simulator page's own (merged over the app's on that page). */
const CATALOGUES = {
  app: load('src/i18n/messages'),
  simulator: load('src/features/simulator/messages'),
};
const allIds = new Set(Object.values(CATALOGUES).flatMap((catalogue) => Object.keys(catalogue.en)));

/**
 * What a message needs from its caller and what it branches on, language-independent: argument names and kinds,
 * select cases, rich-text tags. Plural rules differ by language (Chinese has one form, so `{count}` where English
 * has `{count, plural, …}` is right): a plural counts as its argument, and must have an `other` case.
 */
function signature(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element): string[] => {
    if (isArgumentElement(element)) return [`{${element.value}}`];
    if (isNumberElement(element) || isDateElement(element) || isTimeElement(element)) return [`{${element.value}, ${['', '', 'number', 'date', 'time'][element.type]}}`];
    if (isSelectElement(element)) {
      return [`{${element.value}, select, ${Object.keys(element.options).sort().join(' ')}}`, ...Object.values(element.options).flatMap((option) => signature(option.value))];
    }
    if (isPluralElement(element)) {
      return [`{${element.value}}`, ...('other' in element.options ? [] : ['NO-OTHER-CASE']), ...Object.values(element.options).flatMap((option) => signature(option.value))];
    }
    if (isTagElement(element)) return [`<${element.value}>`, ...signature(element.children)];
    return [];
  });
}
const signatureOf = (message: string) => [...new Set(signature(parse(message)))].sort();

/** The literal text of a message, in every branch, without its arguments. */
const textOf = (elements: MessageFormatElement[]): string =>
  elements
    .map((element) =>
      isLiteralElement(element)
        ? element.value
        : isTagElement(element)
          ? textOf(element.children)
          : isPluralElement(element) || isSelectElement(element)
            ? Object.values(element.options)
                .map((option) => textOf(option.value))
                .join(' ')
            : ' ',
    )
    .join('');

// ---------------------------------------------------------------------------------------------------------------
// The code that reaches users: production sources (not tests, stories, test helpers or generated code).

interface SourceScan {
  /** Every string literal (values and literal types) in the code. */
  literals: Set<string>;
  /** The same, by file. */
  literalsByFile: Map<string, Set<string>>;
  /** Literal ids in an id position (formatMessage, FormattedMessage, defineMessages, the simulator's t). */
  referenced: { id: string; at: string }[];
  /** Ids built at run time: a template literal whose text starts like catalogue ids ("cards.status.${…}"). */
  dynamic: string[];
  /** Modules imported (or re-exported, or import()-ed: `isLazy`) by each file. */
  imports: ModuleImport[];
  /** The import graph of the sources, as the generator reads it. */
  graph?: SourceGraph;
}

const ID_PREFIXES = new Set(
  [...allIds].flatMap((id) =>
    id
      .split('.')
      .slice(0, -1)
      .map((_, index, parts) => `${parts.slice(0, index + 1).join('.')}.`),
  ),
);

function scanSources(): SourceScan {
  const scan: SourceScan = { literals: new Set(), literalsByFile: new Map(), referenced: [], dynamic: [], imports: [] };
  const idChecks = (node: ts.Node, file: string, source: ts.SourceFile): void => {
    const where = (at: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(at.getStart()).line + 1}`;
    /** An expression in an id position: literals must be ids, templates are dynamic ids; maps and variables are typed. */
    const idExpression = (expression: ts.Expression | undefined): void => {
      if (!expression) return;
      if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) scan.referenced.push({ id: expression.text, at: where(expression) });
      else if (ts.isTemplateExpression(expression)) scan.dynamic.push(`${where(expression)} ${expression.getText()}`);
      else if (ts.isConditionalExpression(expression)) [expression.whenTrue, expression.whenFalse].forEach(idExpression);
      else if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)) idExpression(expression.expression);
      else if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.PlusToken) scan.dynamic.push(`${where(expression)} ${expression.getText()}`);
    };
    const descriptor = (expression: ts.Expression | undefined) => {
      if (!expression || !ts.isObjectLiteralExpression(expression)) return;
      for (const property of expression.properties) {
        if (ts.isPropertyAssignment(property) && property.name.getText() === 'id') idExpression(property.initializer);
      }
    };
    // A descriptor built elsewhere (`{ id: 'auth.error.network', values }`) names a message id by its namespace.
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'id' && ts.isStringLiteral(node.initializer) && ID_PREFIXES.has(node.initializer.text.replace(/[^.]*$/, ''))) {
      scan.referenced.push({ id: node.initializer.text, at: where(node) });
    }
    if ((ts.isTemplateExpression(node) || ts.isTemplateLiteralTypeNode(node)) && ID_PREFIXES.has(node.head.text.replace(/[^.]*$/, ''))) {
      scan.dynamic.push(`${where(node)} ${node.getText()}`);
    }
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : ts.isIdentifier(node.expression) ? node.expression.text : '';
      if (callee === 'formatMessage') descriptor(node.arguments[0]);
      if (callee === 'defineMessages' && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])) {
        for (const property of node.arguments[0].properties) if (ts.isPropertyAssignment(property)) descriptor(property.initializer);
      }
      if (callee === 't') idExpression(node.arguments[0]);
    }
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && /^Formatted(Message|Plural)?$/.test(node.tagName.getText())) {
      for (const attribute of node.attributes.properties) {
        if (!ts.isJsxAttribute(attribute) || attribute.name.getText() !== 'id' || !attribute.initializer) continue;
        idExpression(ts.isJsxExpression(attribute.initializer) ? attribute.initializer.expression : attribute.initializer);
      }
    }
  };
  const graph = scanSourceGraph(root, idChecks);
  for (const literals of graph.literalsByFile.values()) for (const literal of literals) scan.literals.add(literal);
  return { ...scan, graph, literalsByFile: graph.literalsByFile, imports: graph.imports };
}

const scan = scanSources();

describe('translations: the catalogues', () => {
  describe.each(Object.entries(CATALOGUES))('%s', (_, catalogue) => {
    it('has exactly the same ids in en, zh-CN and zh-TW', () => {
      const ids = Object.keys(catalogue.en).sort();
      expect(ids.length).toBeGreaterThan(0);
      expect(Object.keys(catalogue['zh-CN']).sort()).toEqual(ids);
      expect(Object.keys(catalogue['zh-TW']).sort()).toEqual(ids);
    });

    it.each(LOCALES)('%s: every message is non-empty, valid ICU, with the same arguments, selects and tags as English', (locale) => {
      const problems: string[] = [];
      for (const [id, message] of Object.entries(catalogue[locale])) {
        if (message.trim() === '') problems.push(`${id}: empty`);
        let signatureHere: string[];
        try {
          signatureHere = signatureOf(message);
        } catch (error) {
          problems.push(`${id}: ${(error as Error).message}`);
          continue;
        }
        const english = catalogue.en[id];
        if (english === undefined) continue; // reported by the id check
        const expected = signatureOf(english);
        if (signatureHere.join('|') !== expected.join('|')) problems.push(`${id}: ${signatureHere.join(' ')} ≠ en ${expected.join(' ')}`);
        if (signatureHere.some((part) => part.includes('NO-OTHER-CASE'))) problems.push(`${id}: a plural without an 'other' case`);
      }
      expect(problems).toEqual([]);
    });
  });

  it('has no id in both the app’s and the simulator’s catalogues (the page merges them; one would hide the other)', () => {
    const simulatorIds = Object.keys(CATALOGUES.simulator.en);
    expect(simulatorIds.filter((id) => id in CATALOGUES.app.en)).toEqual([]);
  });
});

describe('translations: the code', () => {
  it('scans the production sources', () => {
    expect(sourceFiles(root).length).toBeGreaterThan(100);
    expect(scan.referenced.length).toBeGreaterThan(500);
  });

  it('builds no message id at run time (map values to ids with an explicit `as const satisfies Record<…, MessageId>`)', () => {
    expect([...new Set(scan.dynamic)]).toEqual([]);
  });

  it('uses only ids that exist', () => {
    expect(scan.referenced.filter(({ id }) => !allIds.has(id)).map(({ id, at }) => `${at} ${id}`)).toEqual([]);
  });

  it.each(Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[])('uses every id of the %s catalogue', (name) => {
    // An id counts as used where the code names it in full: in an id position, a lookup map or a literal type.
    expect(Object.keys(CATALOGUES[name].en).filter((id) => !scan.literals.has(id))).toEqual([]);
  });
});

/**
 * The catalogue parts (scripts/compile-messages.mjs, by the rule of scripts/lib/catalogue-parts.ts): the shell's
 * namespaces ship in the entry, what only the on-demand dialogs render in `dialogs`, the rest in `main`.
 */
const GRAPH = scan.graph ?? scanSourceGraph(root);
const PARTS_CONFIG = readCataloguePartsConfig(root, Object.keys(CATALOGUES.app.en), GRAPH);
const SHELL_NAMESPACES = new Set(PARTS_CONFIG.shell);
const isShellId = (id: string) => cataloguePartOf(id, PARTS_CONFIG) === 'shell';
const PARTS = CATALOGUE_PARTS;

/** The files that hold the signed-in roots' lazy-module handles. */
const SCREEN_HANDLES = ['src/app/screens.ts', 'src/app/dialogs/dialogs-code.ts'];

describe('translations: precompiled in three parts, no ICU parser in the build', () => {
  it('ships the compiled catalogues (ASTs of exactly the source messages), never the source ones', () => {
    for (const locale of LOCALES) {
      const parts = Object.fromEntries(PARTS.map((part) => [part, readJson<Record<string, unknown>>(`src/i18n/compiled/${locale}/${part}.json`)])) as Record<
        (typeof PARTS)[number],
        Record<string, unknown>
      >;
      const sourceIds = Object.keys(CATALOGUES.app[locale]);
      // Each id in exactly one part: the shell's namespaces in `shell`, the dialogs' own ids in `dialogs`, the rest in `main`.
      for (const part of PARTS) expect(Object.keys(parts[part]).sort(), `${locale} ${part}`).toEqual(sourceIds.filter((id) => cataloguePartOf(id, PARTS_CONFIG) === part).sort());
      expect(Object.keys(parts.dialogs).length, 'the dialogs part holds most of the dialogs’ text').toBeGreaterThan(300);
      const compiled = { ...parts.shell, ...parts.main, ...parts.dialogs };
      const stale = Object.entries(CATALOGUES.app[locale]).filter(([id, message]) => JSON.stringify(compiled[id]) !== JSON.stringify(parse(message)));
      expect(
        stale.map(([id]) => `${locale} ${id}`),
        'run `npm run generate`',
      ).toEqual([]);
    }
    expect(SHELL_NAMESPACES.size).toBeGreaterThan(0);
    const catalogueImports = scan.imports.filter(
      ({ module }) => /i18n\/(messages|compiled)\//.test(module) || (/\/(messages|compiled)\/[\w/-]+\.json$/.test(module) && !module.startsWith('../messages/')),
    );
    // Only src/i18n/catalogues.ts loads catalogues, and only compiled ones (the simulator page's own are dev-only).
    expect(catalogueImports.filter(({ file, module, isTypeOnly }) => isTypeOnly || !(file === 'src/i18n/catalogues.ts' && module.startsWith('./compiled/')))).toEqual([]);
    expect(catalogueImports.map(({ module }) => module).sort()).toEqual(LOCALES.flatMap((locale) => PARTS.map((part) => `./compiled/${locale}/${part}.json`)).sort());
  });

  it('renders with the shell messages alone everything the entry reaches outside the signed-in app', () => {
    const files = new Set(sourceFiles(root));
    for (const root of [...ENTRY_ROOTS, ...SIGNED_IN_ROOTS]) expect(files.has(root), root).toBe(true);
    // The signed-in roots are lazy-loaded screens (src/app/screens.ts) that the session gate renders inside
    // <MessagesGate part="main">: the dashboard, its offline frame and the dialogs over them.
    const gate = readFileSync(join(root, 'src/app/session-gate.tsx'), 'utf8');
    expect(gate.match(/<MessagesGate part="main"/g)?.length).toBe(SIGNED_IN_ROOTS.length);
    // Each root is a lazy module's chunk: one of the handles' files imports it dynamically.
    const handles = SCREEN_HANDLES.map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
    for (const signedIn of SIGNED_IN_ROOTS) {
      const named = handles.some(({ file, text }) => text.includes(`import('./${relative(dirname(file), signedIn).replace(/\.tsx$/, '')}')`));
      expect(named, `${signedIn} is a lazy module of ${SCREEN_HANDLES.join(' or ')}`).toBe(true);
    }

    // Every module the entry reaches (static imports, re-exports and lazy imports alike), short of the signed-in app
    // and the dialogs' declarations: the route reads their places, but what they render and say runs in the host.
    const reached = reachedFrom(GRAPH, ENTRY_ROOTS, (file) => SIGNED_IN_ROOTS.includes(file) || DECLARATIONS.test(file));
    expect(reached.size).toBeGreaterThan(40);
    expect(reached.has('src/features/auth/components/login-form.tsx')).toBe(true);
    expect(reached.has('src/features/cards/index.ts')).toBe(false);

    const appIds = new Set(Object.keys(CATALOGUES.app.en));
    const outsideShell = [...reached].sort().flatMap((file) => [...(scan.literalsByFile.get(file) ?? [])].filter((text) => appIds.has(text) && !isShellId(text)).map((id) => `${file}: ${id}`));
    expect(outsideShell, 'add the namespace to src/i18n/catalogue-parts.json, or render the component inside <MessagesGate part="main">').toEqual([]);
  });

  it('puts in the dialogs part exactly the ids that only the code of the dialogs the host loads on demand names', () => {
    const files = new Set(sourceFiles(root));
    // The dialogs' own code: what the features' declarations import() (src/app/dialogs/dialogs.tsx opens them
    // inside <MessagesGate part="dialogs">, its one gate of that part).
    const host = readFileSync(join(root, 'src/app/dialogs/dialogs.tsx'), 'utf8');
    expect(host.match(/<MessagesGate part="dialogs"/g)?.length).toBe(1);
    const registry = readFileSync(join(root, 'src/app/dialogs/registry.ts'), 'utf8');
    const declarations = [...files].filter((file) => DECLARATIONS.test(file));
    for (const file of declarations) expect(registry, `${file} is listed in the registry`).toContain(`from '@/${file.slice('src/'.length).replace(/\.ts$/, '')}'`);
    const dialogs = dialogModules(GRAPH);
    expect(dialogs.size).toBeGreaterThan(15);
    expect(dialogs.has('src/features/security/components/devices-dialog.tsx')).toBe(true);

    // Every module the app reaches without opening one of those dialogs (their lazy imports are not followed; a
    // module also imported statically from elsewhere is reached that way).
    const outside = reachedOutsideDialogs(GRAPH);
    expect(outside.has('src/app/dialogs/dialogs.tsx')).toBe(true);
    expect(outside.has('src/features/security/components/devices-dialog.tsx')).toBe(false);
    // A dialog's own title is in the part; a text the dashboard also shows (the card menu's entry) is not.
    expect(cataloguePartOf('security.devices.intro', PARTS_CONFIG)).toBe('dialogs');
    expect(cataloguePartOf('cards.menu.viewStatements', PARTS_CONFIG)).toBe('main');
    const appIds = new Set(Object.keys(CATALOGUES.app.en));
    const inDialogs = [...outside]
      .sort()
      .flatMap((file) => [...(scan.literalsByFile.get(file) ?? [])].filter((text) => appIds.has(text) && PARTS_CONFIG.dialogs.has(text)).map((id) => `${file}: ${id}`));
    expect(inDialogs).toEqual([]);
  });

  it('imports no ICU parser in application code', () => {
    expect(scan.imports.filter(({ module, isTypeOnly }) => !isTypeOnly && module.startsWith('@formatjs/icu-messageformat-parser'))).toEqual([]);
  });

  it('aliases the parser react-intl pulls in to the parser-less build for production', async () => {
    const config = await (viteConfig as (env: ConfigEnv) => UserConfig | Promise<UserConfig>)({ command: 'build', mode: 'production', isSsrBuild: false, isPreview: false });
    const aliases = (config.resolve?.alias ?? []) as Alias[];
    const alias = aliases.find(({ find }) => (typeof find === 'string' ? find === '@formatjs/icu-messageformat-parser' : find.test('@formatjs/icu-messageformat-parser')));
    expect(alias?.replacement).toBe('@formatjs/icu-messageformat-parser/no-parser.js');
    // The replacement exists and really has no parser (its parse only throws).
    const require = createRequire(join(root, 'package.json'));
    const noParser = require.resolve('@formatjs/icu-messageformat-parser/no-parser.js');
    expect(existsSync(noParser)).toBe(true);
    expect(readFileSync(noParser, 'utf8')).toMatch(/function parse\(\) \{\s*throw/);
    const intlMessageFormat = readFileSync(require.resolve('intl-messageformat', { paths: [require.resolve('react-intl')] }), 'utf8');
    expect(intlMessageFormat, 'what the alias replaces is what react-intl imports').toContain('@formatjs/icu-messageformat-parser');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The Chinese catalogues: real translations, each in its own script.

/**
 * Common characters written differently in the two scripts ([Simplified, Traditional]); each side is used only in
 * its own script, so a Simplified one in zh-TW, or a Traditional one in zh-CN, is a defect.
 */
const SCRIPT_PAIRS = [
  ['这', '這'],
  ['为', '為'],
  ['账', '帳'],
  ['们', '們'],
  ['个', '個'],
  ['时', '時'],
  ['说', '說'],
  ['请', '請'],
  ['过', '過'],
  ['还', '還'],
  ['进', '進'],
  ['选', '選'],
  ['认', '認'],
  ['证', '證'],
  ['码', '碼'],
  ['户', '戶'],
  ['页', '頁'],
  ['载', '載'],
  ['设', '設'],
  ['网', '網'],
  ['络', '絡'],
  ['钱', '錢'],
  ['银', '銀'],
  ['额', '額'],
  ['费', '費'],
  ['币', '幣'],
  ['转', '轉'],
  ['现', '現'],
  ['发', '發'],
  ['开', '開'],
  ['关', '關'],
  ['务', '務'],
  ['资', '資'],
  ['单', '單'],
  ['无', '無'],
  ['录', '錄'],
  ['输', '輸'],
  ['验', '驗'],
  ['错', '錯'],
  ['误', '誤'],
  ['败', '敗'],
  ['删', '刪'],
  ['历', '歷'],
  ['记', '記'],
  ['显', '顯'],
  ['隐', '隱'],
  ['邮', '郵'],
  ['详', '詳'],
  ['细', '細'],
  ['态', '態'],
  ['处', '處'],
  ['数', '數'],
  ['据', '據'],
  ['应', '應'],
  ['来', '來'],
  ['对', '對'],
  ['话', '話'],
  ['线', '線'],
  ['连', '連'],
  ['报', '報'],
  ['签', '簽'],
  ['结', '結'],
  ['间', '間'],
  ['区', '區'],
  ['购', '購'],
  ['买', '買'],
  ['扫', '掃'],
  ['电', '電'],
  ['号', '號'],
  ['总', '總'],
  ['启', '啟'],
  ['动', '動'],
  ['绑', '綁'],
  ['冻', '凍'],
  ['级', '級'],
  ['奖', '獎'],
  ['励', '勵'],
  ['协', '協'],
  ['议', '議'],
  ['权', '權'],
  ['项', '項'],
  ['状', '狀'],
  ['运', '運'],
  ['达', '達'],
  ['种', '種'],
  ['该', '該'],
  ['将', '將'],
  ['从', '從'],
  ['击', '擊'],
  ['产', '產'],
  ['实', '實'],
  ['贷', '貸'],
  ['汇', '匯'],
  ['钥', '鑰'],
  ['闭', '閉'],
  ['帮', '幫'],
] as const;

/** Words that stay as they are in every language: brands, networks, codes, units. */
const SAME_IN_EVERY_LANGUAGE =
  /^(LookCard|PaySafe|WeChat|WhatsApp|Visa|VISA|Mastercard|USD|USDT|USDC|BTC|ETH|TRON|TRC20|ERC20|BEP20|BSC|Ethereum|Tron|Solana|Polygon|QR|PIN|CVV|PDF|ID|KYC|API|URL|MFA|OK|App|iOS|Android|Google|Microsoft|Authenticator|1Password|ISO|YYYY|MM|DD|HH|UTC|GMT|Reap|ATM|SSE|LOOK)$/;

describe.each([
  ['zh-CN', 1, 'Traditional'],
  ['zh-TW', 0, 'Simplified'],
] as const)('translations: %s', (locale, foreignSide, foreignScript) => {
  const foreign = new Set<string>(SCRIPT_PAIRS.map((pair) => pair[foreignSide]));
  const messages = Object.values(CATALOGUES).flatMap((catalogue) => Object.entries(catalogue[locale]).map(([id, message]) => ({ id, message, english: catalogue.en[id] ?? '' })));

  it(`writes no ${foreignScript} character`, () => {
    expect(messages.filter(({ message }) => [...message].some((char) => foreign.has(char))).map(({ id, message }) => `${id}: ${message}`)).toEqual([]);
  });

  it('uses full-width punctuation next to Chinese text (，：；！？ rather than , : ; ! ?)', () => {
    expect(messages.filter(({ message }) => /\p{Script=Han}[,:;!?]|[,:;!?] ?\p{Script=Han}/u.test(message)).map(({ id, message }) => `${id}: ${message}`)).toEqual([]);
  });

  it('leaves no English text untranslated (brands, networks and codes aside)', () => {
    // A message whose English has words (outside its arguments) is untranslated when it is the English one, or
    // has no Chinese at all.
    const words = (message: string) => (textOf(parse(message)).match(/[A-Za-z][A-Za-z'-]{2,}/g) ?? []).filter((word) => !SAME_IN_EVERY_LANGUAGE.test(word));
    // Language names are each written in their own language (English, 简体中文, 繁體中文) on purpose.
    const untranslated = messages.filter(
      ({ id, message, english }) => !id.startsWith('language.') && words(english).length > 0 && (message === english || !/\p{Script=Han}/u.test(textOf(parse(message)))),
    );
    expect(untranslated.map(({ id, message }) => `${id}: ${message}`)).toEqual([]);
  });
});
