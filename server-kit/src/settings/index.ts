// Settings: a service's environment read through one schema made from declarations, the
// variables both services share, and the docs' tables made from the same declarations.
export * from './setting.ts';
export * from './values.ts';
export * from './sharedSettings.ts';
export * from './settingsTable.ts';
export { TOOL_VARIABLES, toolVariablesTable, type ToolVariable } from './toolVariables.ts';
