// ESLint flat config for the whole repository (`npm run lint` = `eslint --max-warnings=0 . && prettier --check .`).
// Formatting belongs to Prettier: eslint-config-prettier comes last and turns off every stylistic rule.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const TS = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS = ['**/*.js', '**/*.mjs', '**/*.cjs'];

/** Every folder under a `features/` directory is one feature; read from disk so a new feature is covered at once. */
const featuresOf = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// ---- Import direction (import-x/no-restricted-paths) ----------------------------------------------------------
//
// Web (apps/web/src), docs/decisions/0068:
//   app/  (router, layout, guards) and main.tsx are the composition root: they may import anything.
//   features/X/  is one feature, named as the server's feature it talks to, with its customer and staff screens.
//                It may import lib/, components/, config/, i18n/, packages/shared and its own files. From another
//                feature it may import only that feature's entries listed in `featureEntries` below: the screens,
//                hooks and cache keys other features compose. Anything else stays private to its feature, so it
//                can change without breaking another; a new cross-feature import is added here on purpose.
//   lib/, components/, config/  are the shared layer: they never import from features/ (nor from app/),
//                because anything a feature imports must not depend on a feature in turn.
const webSrc = 'apps/web/src';

/** What each feature lets other features import (paths inside features/<name>/; a folder admits all its files). */
const featureEntries = {
  audit: ['components/audit-log.tsx', 'components/order-audit.tsx'],
  admin: [
    'api/query-keys.ts',
    'components/admin.css',
    'components/customer-help.tsx',
    'lib/csv-exports.ts',
    'lib/labels.ts',
    'lib/order-list-cache.ts',
    'locales/en.json',
  ],
  // The dashboard's backup card (docs/decisions/0082).
  backups: ['components/backup-card.tsx'],
  care: [
    'api/care-keys.ts',
    'api/fetch-claims.ts',
    'components/claims-board.tsx',
    'components/piece-stains.tsx',
    'lib/links.ts',
    'piece-care/components/piece-claims.tsx',
    'piece-care/components/stain-decisions.tsx',
  ],
  // The customer's own data: download and delete (docs/decisions/0083).
  privacy: ['my-data/components/my-data.tsx'],
  // The Customers tab, and the saved addresses the booking offers and the profile keeps (docs/decisions/0070).
  customers: [
    'api/fetch-customers.ts',
    'api/save-my-address.ts',
    'components/customers-tab.tsx',
    'components/my-addresses.tsx',
    'components/save-address-box.tsx',
    'components/saved-address-choices.tsx',
    'components/saved-address-notice.tsx',
    'lib/save-address-choice.ts',
  ],
  messages: [
    'api/fetch-messages-to-send.ts',
    'api/message-keys.ts',
    'components/message-setup-card.tsx',
    'components/messages-tab.tsx',
    'components/order-messages-to-send.tsx',
  ],
  // The invoice's one home: every feature that names a service, a status or a pickup time reads it from here.
  orders: [
    'api/my-orders.ts',
    'lib/use-now.ts',
    'invoice',
    'ready-by/components/new-ready-by-dialog.tsx',
    'ready-by/components/ready-by-card-parts.tsx',
    'ready-by/lib/ready-by-choices.ts',
  ],
  // The wallet card shows on the profile and My Orders (docs/decisions/0086); its page is a route of its own.
  payments: [
    'pay/api/online-payments.ts',
    'pay/components/pay-panel.tsx',
    'payment-desk/components/payment-desk.tsx',
    'wallet/components/wallet-card.tsx',
    // Prepaid packs (docs/decisions/0087): Settings' offers and the counter's sale.
    'packs/components/packs-admin.tsx',
    'packs/components/pack-sale-form.tsx',
  ],
  pieces: [
    'components/intake-panel.tsx',
    'shop-floor/api/shop-floor-keys.ts',
    'shop-floor/components/order-pieces.tsx',
    'shop-floor/components/shortcut-icons.tsx',
    'shop-floor/components/today-board.tsx',
    'shop-floor/lib/links.ts',
  ],
  prices: ['price-list/components/price-list-admin.tsx'],
  push: ['components/push-choice.tsx'],
  rider: ['road/components/order-road.tsx'],
  shop: [
    'go-live/api/fetch-go-live.ts',
    'go-live/api/mark-go-live-seen.ts',
    'go-live/components/go-live-banner.tsx',
    'go-live/components/go-live-checklist.tsx',
    'shop-settings/components/business-profile-form.tsx',
    'shop-settings/components/closed-dates-editor.tsx',
    'shop-settings/components/pickup-rules-form.tsx',
    'shop-settings/components/service-area-editor.tsx',
    'shop-settings/components/shop-payment-settings-form.tsx',
  ],
  staff: ['components/staff-admin.tsx'],
  statements: ['components/statement-view.tsx'],
  subscriptions: ['plans/components/plans-admin.tsx'],
  takings: ['api/takings-keys.ts', 'components/dues-view.tsx', 'components/takings-view.tsx'],
  // The staff's ticket screens still read the `admin` catalogue; the dashboard shows their counts and tab.
  tickets: ['api/fetch-tickets.ts', 'components/tickets-tab.tsx', 'lib/ticket-list.ts'],
};
const entriesOutside = (feature) =>
  Object.entries(featureEntries)
    .filter(([owner]) => owner !== feature)
    .flatMap(([owner, files]) => files.map((file) => `./${owner}/${file}`));
const webZones = [
  ...['lib', 'components', 'config'].flatMap((layer) => [
    {
      target: `${webSrc}/${layer}`,
      from: `${webSrc}/features`,
      message: `${layer}/ is shared by every feature and must not import a feature; move the code it needs out of features/ (lib/, components/, config/ or shared/).`,
    },
    {
      target: `${webSrc}/${layer}`,
      from: `${webSrc}/app`,
      message: `${layer}/ must not import the composition root (app/).`,
    },
  ]),
  {
    target: `${webSrc}/features`,
    from: `${webSrc}/app`,
    message: 'A feature must not import the composition root (app/); app/ imports features, not the other way round.',
  },
  ...featuresOf(`${webSrc}/features`).map((feature) => ({
    target: `${webSrc}/features/${feature}`,
    from: `${webSrc}/features`,
    except: [`./${feature}`, ...entriesOutside(feature)],
    message: `features/${feature} must not import another feature beyond the entries it lists in featureEntries (docs/decisions/0068). Code used by several features belongs outside features/ (lib/, components/, config/ or shared/).`,
  })),
];

// Server (apps/server/src): the plumbing (http/ = errors, guards, headers; db/ = connection, schema, migrations) is
// used by every feature, so it must not import from features/. Tests are exempt (see below): nothing imports a test.
const serverSrc = 'apps/server/src';
const serverLayerZones = ['http', 'db'].map((layer) => ({
  target: `${serverSrc}/${layer}`,
  from: `${serverSrc}/features`,
  message: `${layer}/ is infrastructure used by every feature and must not import from features/.`,
}));

// Server features (apps/server/src/features/X): a feature imports another only through that feature's one public
// file, X/X.public.ts, and only when this table lists it. The table must stay acyclic (lint-rules.unit.test.ts sorts
// it); app.ts, the composition root, wires the features and may import any file. Tests are exempt (see below).
export const SERVER_FEATURE_DEPS = {
  auth: [],
  health: [],
  outbox: [],
  audit: [],
  backups: ['auth'],
  customers: ['auth'],
  privacy: ['auth', 'orders'],
  shop: ['audit', 'auth'],
  staff: ['audit', 'auth'],
  slots: ['shop'],
  push: ['auth', 'outbox'],
  messages: ['auth', 'outbox', 'push'],
  referrals: ['auth', 'outbox'],
  tickets: ['auth', 'outbox'],
  orders: ['audit', 'auth', 'customers', 'outbox', 'referrals', 'shop', 'slots'],
  payments: ['audit', 'auth', 'orders', 'outbox'],
  gateway: ['auth', 'orders', 'payments', 'statements'],
  pieces: ['orders'],
  prices: ['audit', 'auth', 'orders'],
  subscriptions: ['auth', 'orders', 'slots'],
  statements: ['auth', 'orders', 'payments'],
  takings: ['auth', 'gateway', 'payments'],
  rider: ['auth', 'orders', 'payments', 'shop', 'slots', 'takings', 'tickets'],
  care: ['auth', 'orders', 'outbox', 'payments', 'rider', 'shop'],
  seed: ['auth', 'orders', 'payments', 'prices', 'shop', 'tickets'],
};
/** Features still importing their dependencies' files directly: messages is being changed elsewhere and moves next. */
const SERVER_FEATURE_WHOLE_DEPS = { messages: ['auth', 'outbox'] };
const serverFeatureZones = featuresOf(`${serverSrc}/features`).map((feature) => ({
  target: `${serverSrc}/features/${feature}`,
  from: `${serverSrc}/features`,
  except: [
    `./${feature}`,
    // The wiring type every feature's routes take, beside the features rather than in one.
    './feature-deps.ts',
    ...(SERVER_FEATURE_DEPS[feature] ?? []).map((dep) =>
      SERVER_FEATURE_WHOLE_DEPS[feature]?.includes(dep) ? `./${dep}` : `./${dep}/${dep}.public.ts`,
    ),
  ],
  message: `features/${feature} may import another server feature only through its <feature>.public.ts, and only one listed for it in SERVER_FEATURE_DEPS (eslint.config.js).`,
}));

// Packages and apps: packages/shared is imported by both apps and never imports an app; the apps never import each other.
const packageZones = [
  { target: 'packages/shared', from: 'apps', message: 'packages/shared is used by the apps and must never import from apps/.' },
  { target: 'apps/web', from: 'apps/server', message: 'The web app must not import server code; share it through packages/shared.' },
  { target: 'apps/server', from: 'apps/web', message: 'The server must not import web code; share it through packages/shared.' },
];

export default defineConfig(
  globalIgnores([
    '**/dist/**',
    '**/build/**',
    '**/coverage/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'bench/results/**',
    '**/*.json',
    // Deliberately broken code (an import cycle) linted only by apps/server/src/lint-rules.unit.test.ts.
    'apps/server/src/test/lint-fixtures/**',
  ]),

  js.configs.recommended,

  // ---- TypeScript, with type information ----
  {
    files: [...TS, ...JS],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // Each file is checked with the nearest tsconfig.json that includes it: tsconfig.json (packages/shared, apps/server,
        // scripts, bench, vitest.config.ts), apps/web/tsconfig.json (apps/web/src, vite.config.ts) and e2e/tsconfig.json.
        // playwright.config.ts is in e2e/tsconfig.json, which is not its nearest tsconfig, so it gets the default project
        // (compiler options of ./tsconfig.json).
        projectService: { allowDefaultProject: ['playwright.config.ts'] },
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `_name` marks a parameter or binding that is unused on purpose (e.g. Fastify handlers' `_req`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      // Noise here: every function it flags is async to satisfy a Promise-returning contract, not by mistake: Fastify
      // plugins (`async function routes(app)`, Fastify's own form for a plugin without a `done` callback), Kysely's
      // MigrationProvider, the SmsSender interface and test fakes of async APIs. Forgotten or wrong awaits are still
      // caught by no-floating-promises, no-misused-promises and await-thenable.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests and their helpers read what a browser or socket hands them (`await res.json()`, `page.evaluate`) and
    // assert on it on the next line; the no-unsafe-* family would only add casts there. Writing `any` is still an
    // error everywhere (no-explicit-any): the API helpers (call, waitForEvent) take the shared contract types.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'apps/server/src/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // A browser test waits for what it needs to see, never for a length of time: a sleep is too short on a
    // loaded machine and wasted on an idle one. Time the page itself counts is moved with page.clock.
    files: ['e2e/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'Await a condition instead (expect(...), expect.poll, waitForResponse), or move time with page.clock.',
        },
      ],
    },
  },
  // JavaScript files (this config) are in no tsconfig: lint them without type information.
  { files: JS, extends: [tseslint.configs.disableTypeChecked] },

  // ---- Runtime globals ----
  { files: [...TS, ...JS], languageOptions: { globals: { ...globals.node } } },
  { files: [`${webSrc}/**`], languageOptions: { globals: { ...globals.browser } } },
  // Playwright specs also run code inside the page (page.evaluate).
  { files: ['e2e/**'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },

  // ---- Imports ----
  {
    files: [...TS, ...JS],
    extends: [importX.flatConfigs.recommended, importX.flatConfigs.typescript],
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['tsconfig.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Noise here: they flag each library's documented default import (`import fc from 'fast-check'`, `import AxeBuilder
      // from '@axe-core/playwright'`, `import tseslint from 'typescript-eslint'`); TypeScript already checks the names.
      'import-x/no-named-as-default': 'off',
      'import-x/no-named-as-default-member': 'off',
      // Redundant and slow here: TypeScript already checks what a namespace import exposes (typescript-eslint's performance
      // guide advises turning it off in TypeScript projects; it was ~18% of rule time in TIMING=1).
      'import-x/namespace': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...webZones, ...serverLayerZones, ...serverFeatureZones, ...packageZones] },
      ],
    },
  },
  {
    // A test is a leaf (nothing imports it), so a server test may reach into features/ to set up data (e.g. db/ tests seed prices).
    files: [`${serverSrc}/**/*.test.ts`],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...webZones, ...packageZones] }],
    },
  },

  // ---- React ----
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    extends: [reactHooks.configs.flat.recommended],
  },

  // ---- Languages (issue 12, docs/decisions/0045) ----
  // Text a person reads comes from the catalogues (useT / translate), never written into a component:
  // JSX text and the attributes people read or hear. Brand and contact details come from config/.
  {
    files: [`${webSrc}/**/*.tsx`],
    ignores: [`${webSrc}/**/*.test.tsx`, `${webSrc}/prerender.tsx`],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label'] },
          // Punctuation, symbols, numbers, single capitals (units), and ₹ between the words.
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·•₹×–—…’‘“”]+', '[A-Z]', '\\p{Emoji}+'] },
          // t(…) and t.rich(…) are the catalogue's own calls.
          callees: {
            exclude: [
              't',
              't.rich',
              'translate',
              'require',
              'addEventListener',
              'removeEventListener',
              'getElementById',
              'includes',
              'startsWith',
              'endsWith',
            ],
          },
        },
      ],
    },
  },

  // Last: turn off every rule that Prettier's formatting would fight.
  prettier,
);
