// One webpack + Module Federation configuration for the shell and every remote, so the
// shared-dependency contract (singletons, versions, share strategy) is written once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { imageRules } from './images.mjs';

const STANDALONE_TEMPLATE = fileURLToPath(new URL('./standalone.html', import.meta.url));
/** The federated modules each remote promises (the contract in @alu/common). */
const CONTRACT_EXPOSES = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../common/src/federation/exposes.json', import.meta.url)),
    'utf8',
  ),
);

/** A remote must expose exactly what the contract lists: a missing module fails its build. */
function checkExposes(name, exposes, isHost) {
  if (isHost) return;
  const promised = CONTRACT_EXPOSES[name];
  if (!promised) throw new Error(`Remote "${name}" is not in common/src/federation/exposes.json`);
  const given = Object.keys(exposes);
  const missing = promised.filter((key) => !given.includes(key));
  const extra = given.filter((key) => !promised.includes(key));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `Remote "${name}" breaks its contract (common/src/federation/exposes.json): ` +
        [
          missing.length > 0 ? `missing ${missing.join(', ')}` : '',
          extra.length > 0 ? `not in the contract ${extra.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; '),
    );
  }
}
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand'];
/**
 * Shared, but not a singleton: every app uses the loaded copy when it satisfies its semver
 * range and its own bundled copy otherwise, so a remote that needs a newer @alu/common can
 * ship without the shell being rebuilt.
 */
const SHARED_LIBRARIES = ['@alu/common'];
/** Prefix keys: every `react/…` and `react-dom/…` subpath (jsx-runtime, client) is shared too. */
const SUBPATH_PREFIXES = { 'react/': 'react', 'react-dom/': 'react-dom' };

/**
 * The federation runtime module asks for the chunk file name before content hashes exist
 * (only to compute the output folder depth), so the hash is added only once it is known.
 * @param {{ chunk?: { contentHash?: Record<string, string> } }} pathData
 */
function hashedWhenKnown(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/** @param {Record<string, string>} dependencies */
export function sharedDependencies(dependencies) {
  /** @type {Record<string, {singleton: boolean, requiredVersion: string, strictVersion?: boolean}>} */
  const shared = {};
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
  for (const [prefix, pkg] of Object.entries(SUBPATH_PREFIXES)) {
    shared[prefix] = { singleton: true, requiredVersion: dependencies[pkg] };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.appDir absolute path of the app (folder holding package.json)
 * @param {Record<string, string>} [options.exposes] federated modules a remote offers
 * @param {boolean} [options.isHost]
 * @param {string} [options.title] page title of the standalone/host HTML
 * @param {Record<string, string>} [options.devProxy] dev-server proxy targets
 */
export function createFederatedConfig({ appDir, exposes = {}, isHost = false, title = 'Alumina' }) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const { name, devPort } = pkg.federation;
  checkExposes(name, exposes, isHost);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: appDir,
      entry: './src/index.ts',
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        // `npm run release` builds into an immutable, versioned folder instead of dist/.
        path: process.env.RELEASE_OUTPUT ?? path.join(appDir, 'dist'),
        // The shell lives at the site root; remotes resolve chunks next to their entry.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? hashedWhenKnown : '[name].js',
        chunkFilename: production ? hashedWhenKnown : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              // Types are checked once by `npm run typecheck`; the bundler only transpiles.
              options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json') },
            },
          },
          {
            test: /\.css$/,
            use: [
              production ? MiniCssExtractPlugin.loader : 'style-loader',
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    auto: true,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: production
                      ? `${name}-[hash:base64:6]`
                      : `${name}-[local]-[hash:base64:4]`,
                  },
                },
              },
            ],
          },
          ...imageRules({ emitFiles: true }),
          {
            test: /\.(woff2?|mp4|webm)$/i,
            type: 'asset/resource',
          },
          {
            // Documents the pages link to live under /static/files/ of the remote that owns
            // them (doc 2 §3); an import of a file that does not exist fails the build.
            test: /\.(pdf|docx?)$/i,
            type: 'asset/resource',
            generator: { filename: 'static/files/[name].[contenthash:8][ext]' },
          },
        ],
      },
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
      ],
      optimization: { moduleIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
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
  };
}
