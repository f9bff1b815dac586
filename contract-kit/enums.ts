/**
 * The contract's enums: for each, a const object of its values and a type of the same name (`BlockchainEco.tron`,
 * `type BlockchainEco`), generated from contracts/ (`npm run generate` writes ./generated/enums.ts). Import an enum's
 * values here and every other model type from `@contract-kit/model` (`import type`): the model barrel is one module
 * per schema, which the dev server serves one request each.
 */
export * from './generated/enums';
