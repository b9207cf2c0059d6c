import { remoteContractProblems } from '@alu/common/testing';
import * as routesModule from './routes';
import * as searchModule from './search';

test('the contacts remote keeps the federation contract (its pages module, declared routes, shapes)', () => {
  expect(
    remoteContractProblems('contacts', { './routes': routesModule, './search': searchModule }),
  ).toEqual([]);
});
