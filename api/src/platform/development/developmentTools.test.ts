// The API reaches its development tools only through this loader; a production install has
// none, and the loader then says so, naming what needed them.
import type { DevelopmentTools } from './developmentTools';

type Loader = typeof import('./developmentTools');

/** The loader, with the tools' entry replaced by `entry` (a module factory). */
function loaderWith(entry: () => unknown): Loader {
  let loader: Loader | undefined;
  jest.isolateModules(() => {
    jest.doMock('#dev-tools', entry);
    loader = jest.requireActual<Loader>('./developmentTools');
  });
  return loader as Loader;
}

const notFound = (name: string) =>
  Object.assign(new Error(`Cannot find module '${name}'\nRequire stack:\n- x.js`), {
    code: 'MODULE_NOT_FOUND',
  });

describe('developmentTools', () => {
  it('gives the tools of api/dev when they are there', () => {
    const { developmentTools } = jest.requireActual<Loader>('./developmentTools');
    const tools: DevelopmentTools = developmentTools('a test');
    expect(typeof tools.startEmbeddedDatabase).toBe('function');
    expect(tools.embeddedDatabaseUri(27117)).toBe(
      'mongodb://127.0.0.1:27117/?directConnection=true',
    );
  });

  it('says what needed them when they are not installed', () => {
    const { developmentTools, DevelopmentToolsMissing } = loaderWith(() => {
      throw notFound('/srv/app/api/dev/dist/index.js');
    });
    expect(() => developmentTools('The embedded FerretDB (no MONGODB_URI)')).toThrow(
      DevelopmentToolsMissing,
    );
    expect(() => developmentTools('The embedded FerretDB (no MONGODB_URI)')).toThrow(
      "The embedded FerretDB (no MONGODB_URI) needs the API's development tools (api/dev, " +
        'built into api/dev/dist by `npm run build -w api`), which a production install leaves out',
    );
  });

  it('leaves a failure inside the tools as it is', () => {
    const { developmentTools } = loaderWith(() => {
      throw notFound('jpeg-js');
    });
    expect(() => developmentTools('a test')).toThrow(/Cannot find module 'jpeg-js'/);
  });
});
