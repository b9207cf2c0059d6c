// One webpack + Module Federation configuration for the shell and every remote, so the
// shared-dependency contract (singletons, versions, share strategy) is written once.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import webpack from 'webpack';
import type { Configuration, RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import reactRefreshTypeScript from 'react-refresh-typescript';
import {
  ChunkGroupsManifestPlugin,
  PageStartPlugin,
  SERVER_DIR,
  SERVER_EXTERNALS,
  serverEntry,
  ServerManifestPlugin,
} from './server.ts';
import { imageRules } from './images.ts';
import { RouteManifestPlugin } from './routeManifest.ts';
import { SINGLETONS } from './sharedSingletons.ts';

const STANDALONE_TEMPLATE = fileURLToPath(new URL('./standalone.html', import.meta.url));
const COMMON_SRC = fileURLToPath(new URL('../../common/src/', import.meta.url));
const require = createRequire(import.meta.url);
/**
 * Singletons shared as a facade listing the names the apps use (the package's whole index
 * would ship otherwise), provided as the installed package's version.
 */
const SHARED_FACADES: Record<string, string> = {
  'react-router-dom': './reactRouterDomShared.ts',
};
/**
 * Every remote exposes its pages (`./routes`); what else it exposes is its own to promise,
 * and the API refuses a release that drops a module the version it replaces exposed.
 */
function checkExposes(name: string, exposes: Record<string, string>, isHost: boolean): void {
  if (isHost || './routes' in exposes) return;
  throw new Error(`Remote "${name}" must expose './routes' (its pages)`);
}
export { SINGLETONS };
/**
 * Shared, but not a singleton: every app uses the loaded copy when it satisfies its semver
 * range and its own bundled copy otherwise, so a remote that needs a newer @alu/common can
 * ship without the shell being rebuilt.
 */
const SHARED_LIBRARIES = ['@alu/common'];
/**
 * The federation packages ship CommonJS and ES module twins, and some of their files `require`
 * what others `import` (the runtime plugin the enhanced plugin injects is CommonJS): without
 * these aliases a browser build carries both copies of the runtime (52 KB gzip in the shell's
 * main.js instead of 28). The retry plugin's own older SDK copy is replaced by the one SDK too.
 */
const FEDERATION_ESM_SPECIFIERS = [
  '@module-federation/error-codes',
  '@module-federation/error-codes/browser',
  '@module-federation/runtime',
  '@module-federation/runtime/core',
  '@module-federation/runtime/helpers',
  '@module-federation/runtime-core',
  '@module-federation/runtime-core/types',
  '@module-federation/runtime-tools/runtime-core',
  '@module-federation/sdk',
  '@module-federation/webpack-bundler-runtime',
];

/** `{ 'pkg/sub$': '<absolute path of its ES module build>' }` for resolve.alias. */
function federationEsmAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const specifier of FEDERATION_ESM_SPECIFIERS) {
    const [scope, name, ...subpath] = specifier.split('/');
    const packageName = `${scope}/${name}`;
    // The package folder: its main file's folder up to the one named like the package.
    const main = require.resolve(packageName);
    const packageDir = main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`));
    const pkgJson = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      exports?: Record<string, { import?: string | { default?: string } }>;
    };
    const key = subpath.length > 0 ? `./${subpath.join('/')}` : '.';
    const target = pkgJson.exports?.[key]?.import;
    const file = typeof target === 'string' ? target : target?.default;
    if (!file) throw new Error(`${specifier} has no ES module export`);
    aliases[`${specifier}$`] = path.join(packageDir, file);
  }
  return aliases;
}
/** Prefix keys: every `react/…` and `react-dom/…` subpath (jsx-runtime, client) is shared too. */
const SUBPATH_PREFIXES = { 'react/': 'react', 'react-dom/': 'react-dom' };

/**
 * The federation runtime module asks for the chunk file name before content hashes exist
 * (only to compute the output folder depth), so the hash is added only once it is known.
 */
function hashedWhenKnown(pathData: { chunk?: { contentHash?: Record<string, string> } }): string {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

interface SharedConfig {
  singleton?: boolean;
  requiredVersion?: string | undefined;
  strictVersion?: boolean;
  import?: string;
  version?: string;
}

/** The `shared` block of the federation plugin, from the app's package.json dependencies. */
export function sharedDependencies(
  dependencies: Record<string, string>,
): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const name of SINGLETONS) {
    const requiredVersion = dependencies[name];
    if (!requiredVersion) throw new Error(`package.json must depend on ${name} (shared singleton)`);
    shared[name] = { singleton: true, requiredVersion };
  }
  for (const name of SHARED_LIBRARIES) {
    const requiredVersion = dependencies[name];
    if (!requiredVersion) throw new Error(`package.json must depend on ${name}`);
    shared[name] = { singleton: false, requiredVersion };
  }
  // Only the part of the router the site uses (see the facade).
  for (const [name, facade] of Object.entries(SHARED_FACADES)) {
    shared[name] = {
      ...shared[name],
      import: fileURLToPath(new URL(facade, import.meta.url)),
      version: (require(`${name}/package.json`) as { version: string }).version,
    };
  }
  for (const [prefix, pkg] of Object.entries(SUBPATH_PREFIXES)) {
    shared[prefix] = { singleton: true, requiredVersion: dependencies[pkg] };
  }
  return shared;
}

/**
 * CSS Modules options. The shared library's class names are the same in every app (its files
 * sit at the same path relative to every app folder, and the prefix is not the app's): the
 * browser may render a library component with the shell's copy where the server rendered it
 * with a remote's.
 */
function cssModules({
  prefix,
  production,
  server,
}: {
  prefix: string;
  production: boolean;
  server: boolean;
}) {
  return {
    auto: true,
    namedExport: false,
    exportLocalsConvention: 'as-is',
    exportOnlyLocals: server,
    localIdentName: production ? `${prefix}-[hash:base64:6]` : `${prefix}-[local]-[hash:base64:4]`,
  };
}

/** Fast refresh runs in the browser build of the dev server only. */
const fastRefresh = ({ production, server }: { production: boolean; server: boolean }) =>
  !production && !server;

/** The module rules of an app, the same for the browser and the server compilation. */
function moduleRules({
  name,
  appDir,
  production,
  server,
}: {
  name: string;
  appDir: string;
  production: boolean;
  server: boolean;
}): RuleSetRule[] {
  const emit = !server;
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'ts-loader',
        // Types are checked once by `npm run typecheck`; the bundler only transpiles.
        options: {
          transpileOnly: true,
          configFile: path.join(appDir, 'tsconfig.json'),
          // Fast refresh on the dev server: an edited component is swapped in place, with its
          // state (react-refresh's transform of each component module).
          ...(fastRefresh({ production, server })
            ? { getCustomTransformers: () => ({ before: [reactRefreshTypeScript()] }) }
            : {}),
        },
      },
      // A name imported from a module that does not export it (e.g. a router function the
      // shared router does not offer) fails the build instead of being undefined at run time.
      parser: { exportsPresence: 'error' },
    },
    ...[
      { include: COMMON_SRC, prefix: 'common' },
      { exclude: COMMON_SRC, prefix: name },
    ].map(({ prefix, ...files }) => ({
      test: /\.css$/,
      ...files,
      use: [
        ...(server ? [] : [production ? MiniCssExtractPlugin.loader : 'style-loader']),
        { loader: 'css-loader', options: { modules: cssModules({ prefix, production, server }) } },
      ],
    })),
    // Pictures in several widths and formats (images.ts); the server build only needs their
    // URLs and sizes, which are the same without writing the files again.
    ...imageRules({ emitFiles: emit }),
    {
      test: /\.(woff2?|mp4|webm)$/i,
      type: 'asset/resource',
      generator: { emit },
    },
    {
      // Documents the pages link to live under /static/files/ of the remote that owns
      // them; an import of a file that does not exist fails the build.
      test: /\.(pdf|docx?)$/i,
      type: 'asset/resource',
      generator: { filename: 'static/files/[name].[contenthash:8][ext]', emit },
    },
  ];
}

export interface FederatedConfigOptions {
  /** Absolute path of the app (folder holding package.json). */
  appDir: string;
  /** Federated modules a remote offers. */
  exposes?: Record<string, string>;
  isHost?: boolean;
  /** Page title of the standalone/host HTML. */
  title?: string;
  /** false: no server bundle (pages only the browser renders). */
  serverRendered?: boolean;
}

/** An app's package.json, as the build reads it. */
interface AppPackage {
  federation: { name: string; devPort: number };
  dependencies: Record<string, string>;
}

/** What the browser and server halves of an app's configuration are made from. */
interface App {
  pkg: AppPackage;
  name: string;
  devPort: number;
  appDir: string;
  exposes: Record<string, string>;
  isHost: boolean;
  title: string;
  production: boolean;
  outputPath: string;
}

type BrowserConfiguration = Configuration & { devServer: DevServerConfiguration };

export function createFederatedConfig({
  appDir,
  exposes = {},
  isHost = false,
  title = 'Alumina',
  serverRendered = true,
}: FederatedConfigOptions) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as AppPackage;
  const { name, devPort } = pkg.federation;
  checkExposes(name, exposes, isHost);
  return (
    _env: unknown,
    argv: { mode?: string },
  ): BrowserConfiguration | [BrowserConfiguration, Configuration] => {
    const production = argv.mode !== 'development';
    // `npm run release` builds into an immutable, versioned folder instead of dist/.
    const outputPath = process.env.RELEASE_OUTPUT ?? path.join(appDir, 'dist');
    const app: App = { pkg, name, devPort, appDir, exposes, isHost, title, production, outputPath };
    const browser = browserConfig(app);
    if (!production || !serverRendered) return browser;
    return [browser, serverConfig(app)];
  };
}

/**
 * The federation runtime exists once on a page: the shell provides it and production builds
 * of remotes use it, so a remote entry carries only its own container. A remote's dev server
 * keeps its own copy (its standalone page has no shell).
 */
function federationRuntime({ isHost, production }: { isHost: boolean; production: boolean }) {
  // Browser builds only (the server bundles have no federation runtime): the SDK's Node
  // loaders are left out.
  const optimization = { target: 'web' as const };
  if (isHost) return { provideExternalRuntime: true, optimization };
  return production ? { externalRuntime: true, optimization } : { optimization };
}

/** The server half: Node renders the same components (see server.ts). */
function serverConfig({ name, appDir, exposes, isHost, outputPath }: App): Configuration {
  return {
    name: `${name}-server`,
    context: appDir,
    entry: { main: serverEntry({ appDir, exposes, isHost }) },
    mode: 'production',
    target: 'node',
    devtool: false,
    output: {
      path: path.join(outputPath, SERVER_DIR),
      filename: 'server.[contenthash:8].js',
      library: { type: 'commonjs2' },
      // Remotes set theirs when loaded (their origin); the shell's files are at the root.
      publicPath: isHost ? '/' : '',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    externals: SERVER_EXTERNALS,
    externalsType: 'commonjs',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: moduleRules({ name, appDir, production: true, server: true }) },
    plugins: [
      // One file: the site server loads it with one fetch and one evaluation.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ServerManifestPlugin(),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function browserConfig({
  pkg,
  name,
  devPort,
  appDir,
  exposes,
  isHost,
  title,
  production,
  outputPath,
}: App): BrowserConfiguration {
  return {
    name,
    context: appDir,
    entry: './src/index.ts',
    mode: production ? 'production' : 'development',
    // No eval() in development either: a dev server's code may run inside the site (a
    // browser's remote override), whose policy allows no 'unsafe-eval'.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    target: 'web',
    output: {
      path: outputPath,
      // The shell lives at the site root; remotes resolve chunks next to their entry.
      publicPath: isHost ? '/' : 'auto',
      filename: production ? hashedWhenKnown : '[name].js',
      chunkFilename: production ? hashedWhenKnown : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      // The server build writes ssr/ beside it, in parallel.
      clean: { keep: new RegExp(`^${SERVER_DIR}[\\\\/]`) },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: federationEsmAliases() },
    module: { rules: moduleRules({ name, appDir, production, server: false }) },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedDependencies(pkg.dependencies),
        // A remote that is down must not break start-up: use what is already loaded.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        experiments: federationRuntime({ isHost, production }),
      }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new HtmlWebpackPlugin({
        // The shell has its own page; a remote's page only hosts its standalone dev mode.
        template: isHost ? path.join(appDir, 'src', 'index.html') : STANDALONE_TEMPLATE,
        title,
        // Remotes only need an HTML page for standalone development.
        filename: 'index.html',
        chunks: ['main'],
        // Absolute script URLs: the standalone page must also work on deep links (/news/x).
        publicPath: '/',
      }),
      ...(production ? [new ChunkGroupsManifestPlugin()] : []),
      ...(production && isHost ? [new PageStartPlugin()] : []),
      // The host's files served at fixed addresses (favicon.ico, touch icons, the manifest).
      ...(isHost && existsSync(path.join(appDir, 'public'))
        ? [new CopyWebpackPlugin({ patterns: [{ from: path.join(appDir, 'public') }] })]
        : []),
      ...(isHost ? [] : [new RouteManifestPlugin(appDir)]),
      // `library`: each app's refresh runtime under its own name, as several federated apps
      // may share one page.
      ...(fastRefresh({ production, server: false })
        ? [new ReactRefreshWebpackPlugin({ library: name, overlay: false })]
        : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      // Webpack minifies scripts only: cssnano (through its webpack plugin) minifies the style
      // sheets, which pages inline (comments and indentation were a quarter of their gzip).
      // '...' keeps webpack's own script minifier.
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: devPort,
      historyApiFallback: true,
      hot: true,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
      // Not /static: a remote's documents (static/files/…) are its own build output.
      proxy: [
        {
          context: ['/api', '/uploads'],
          target: process.env.API_ORIGIN ?? 'http://localhost:3000',
        },
      ],
    },
  };
}
