// Mutation testing of src/model with test/unit/model: `npm run test:mutation -- model` (docs/testing.md, "Mutation testing").
import { layerConfig } from './layer.mjs';

export default layerConfig('model');
