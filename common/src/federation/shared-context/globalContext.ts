import { createContext, type Context } from 'react';

/**
 * A React context kept on `globalThis` under a registered symbol, not in module state:
 * @alu/common is shared but not a singleton, so the shell and a remote may run different
 * copies of the library and must still meet on one context.
 */
export function globalContext<T>(name: string, initial: T): Context<T> {
  const key = Symbol.for(`alu.${name}`);
  const scope = globalThis as typeof globalThis & { [key: symbol]: Context<T> | undefined };
  scope[key] ??= createContext<T>(initial);
  return scope[key];
}
